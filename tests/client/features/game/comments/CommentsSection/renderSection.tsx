import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import CommentsSection from '../../../../../../client/src/features/game/comments/CommentsSection.tsx';
import { renderPage } from '../../../../support/renderPage.tsx';
import { featureAnswer, gameId, slug } from '../commentFixtures.ts';

/** The game page's comments section on its own, with the server's answers given. */
export function renderSection(mocks: MockLink.MockedResponse[], options: { feature?: boolean } = {}) {
  const user = userEvent.setup({ delay: null });
  const view = renderPage(<CommentsSection gameId={gameId} slug={slug} />, {
    path: `/game/${slug}`,
    route: '/game/:slug',
    otherRoutes: ['/login'],
    mocks: [featureAnswer(options.feature ?? true), ...mocks],
  });
  return { user, ...view };
}

/** The list item of the comment (or reply) whose text is `text`. */
export async function commentItem(text: string): Promise<HTMLElement> {
  const list = await screen.findByRole('list', { name: 'Comments' });
  const item = (await within(list).findByText(text)).closest('li');
  if (!item) throw new Error(`No comment says ${text}`);
  return item;
}
