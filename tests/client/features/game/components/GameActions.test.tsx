import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { GameActions } from '../../../../../client/src/features/game/components/GameActions.tsx';

function renderActions(props: { starred: boolean; canUnstar: boolean; reports?: boolean; ready?: boolean }) {
  const onStar = jest.fn();
  const onReport = jest.fn();
  render(
    <GameActions
      ready={props.ready ?? true}
      starred={props.starred}
      canUnstar={props.canUnstar}
      onStar={onStar}
      onShare={() => undefined}
      onReport={props.reports === false ? undefined : onReport}
    />,
  );
  return { onStar, onReport };
}

describe('the game actions', () => {
  it('offers Star to a visitor who has not starred the game', async () => {
    const { onStar } = renderActions({ starred: false, canUnstar: false });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Star' }));
    expect(onStar).toHaveBeenCalledTimes(1);
  });

  it("holds the Star until the visitor's own state is known, so that state cannot undo a click", async () => {
    const { onStar } = renderActions({ starred: false, canUnstar: true, ready: false });
    const star = screen.getByRole('button', { name: 'Star' });
    expect(star).toHaveAttribute('aria-disabled', 'true');
    await userEvent.setup().click(star);
    expect(onStar).not.toHaveBeenCalled();
  });

  it("keeps an anonymous visitor's Starred inert: their star cannot be undone", async () => {
    const { onStar } = renderActions({ starred: true, canUnstar: false });
    const starred = screen.getByRole('button', { name: 'Starred' });
    expect(starred).toHaveAttribute('aria-disabled', 'true');
    await userEvent.setup().click(starred);
    expect(onStar).not.toHaveBeenCalled();
  });

  it('lets a signed-in visitor withdraw their star (and favorite)', async () => {
    const { onStar } = renderActions({ starred: true, canUnstar: true });
    const starred = screen.getByRole('button', { name: 'Starred' });
    expect(starred).not.toHaveAttribute('aria-disabled');
    expect(starred).toHaveAttribute('title', 'Remove the star and the favorite');
    await userEvent.setup().click(starred);
    expect(onStar).toHaveBeenCalledTimes(1);
  });

  it('leaves Report out where the site takes no reports', () => {
    renderActions({ starred: false, canUnstar: false, reports: false });
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });
});
