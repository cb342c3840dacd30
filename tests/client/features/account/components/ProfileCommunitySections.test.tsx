import { screen, within } from '@testing-library/react';

import { ProfileCommunitySections } from '../../../../../client/src/features/account/components/ProfileCommunitySections.tsx';
import { messages } from '../../../../../shared/validation/messages.ts';
import { renderPage } from '../../../support/renderPage.tsx';
import {
  communityFeatures,
  myComment,
  myCommentsAnswer,
  myRating,
  myRatingsAnswer,
  signIn,
} from '../profileFixtures.ts';
import { forgetSessions } from '../signInFixtures.ts';

beforeEach(() => signIn());
afterEach(forgetSessions);

describe("the profile's ratings and comments", () => {
  it('shows both panels with their lists', async () => {
    renderPage(<ProfileCommunitySections />, {
      mocks: [
        myRatingsAnswer([myRating(3, 'Xonotic', 5, '2026-02-01T08:00:00Z')]),
        myCommentsAnswer([myComment(3, 'Xonotic', 'Fast', '2026-02-01T08:00:00Z', 'hidden')]),
      ] as never,
    });
    const ratings = screen.getByRole('region', { name: 'My Ratings' });
    expect(await within(ratings).findByRole('img', { name: 'Rated 5 of 5' })).toBeInTheDocument();
    const comments = screen.getByRole('region', { name: 'My Comments' });
    expect(await within(comments).findByText(/Hidden by a moderator/)).toHaveTextContent(
      messages.comment.hiddenByModerator,
    );
  });

  it('leaves out a panel whose feature the site does not offer', async () => {
    const features = communityFeatures({ ratings: false, comments: true });
    renderPage(<ProfileCommunitySections />, {
      mocks: [myRatingsAnswer([], features), myCommentsAnswer([], features)] as never,
    });
    expect(await screen.findByText(/^No comments yet/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My Ratings' })).not.toBeInTheDocument();
  });
});
