import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { useOpenSiteDialog } from '../../../client/src/components/dialogs/siteDialogs.ts';
import { SiteDialogsProvider } from '../../../client/src/shell/SiteDialogsProvider.tsx';
import { renderPage } from '../support/renderPage.tsx';

function Openers() {
  const open = useOpenSiteDialog();
  return (
    <>
      <button onClick={() => open({ kind: 'dmca' })}>DMCA</button>
      <button onClick={() => open({ kind: 'gameRequest' })}>Request Game</button>
      <button onClick={() => open({ kind: 'gameRequest', gameTitle: 'Veloren' })}>Request this game</button>
      <button onClick={() => open({ kind: 'importantNotice' })}>Important</button>
    </>
  );
}

const setup = () =>
  renderPage(
    <SiteDialogsProvider>
      <Openers />
    </SiteDialogsProvider>,
  );

describe('site dialogs', () => {
  it('opens each dialog on demand, named by its title, and closes it with the Close button', async () => {
    const user = userEvent.setup({ delay: null });
    setup();
    for (const [opener, title] of [
      ['DMCA', 'DMCA Notice'],
      ['Request Game', 'Request a Game'],
      ['Important', 'Important Notice'],
    ]) {
      await user.click(screen.getByRole('button', { name: opener }));
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(document.body).toHaveStyle({ overflow: 'hidden' });
      await user.click(screen.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
    }
  });

  it('closes on a click on the backdrop and on Escape', async () => {
    const user = userEvent.setup({ delay: null });
    setup();
    await user.click(screen.getByRole('button', { name: 'DMCA' }));
    const dialog = await screen.findByRole('dialog', { name: 'DMCA Notice' });
    const backdrop = document.querySelector('.MuiBackdrop-root');
    if (!(backdrop instanceof HTMLElement)) throw new Error('no backdrop');
    await user.click(backdrop);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Important' }));
    const notice = await screen.findByRole('dialog', { name: 'Important Notice' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(notice).not.toBeInTheDocument());
  });

  it('opens the game request on its form, prefilled, from "Request this game", and afresh next time', async () => {
    const user = userEvent.setup({ delay: null });
    setup();
    await user.click(screen.getByRole('button', { name: 'Request this game' }));
    expect(await screen.findByRole('textbox', { name: /^Game title/ })).toHaveValue('Veloren');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Request Game' }));
    expect(await screen.findByRole('button', { name: 'Proceed to the form' })).toBeInTheDocument();
  });
});
