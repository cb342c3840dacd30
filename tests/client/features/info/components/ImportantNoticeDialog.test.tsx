import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import ImportantNoticeDialog from '../../../../../client/src/features/info/components/ImportantNoticeDialog.tsx';
import { renderPage } from '../../../support/renderPage.tsx';

describe('Important notice dialog', () => {
  it('shows the four blocks and a thank-you line, and closes', async () => {
    const onClose = jest.fn();
    renderPage(<ImportantNoticeDialog open onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Important Notice' });
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Support Developers', 'For Evaluation Only', 'Trusted Content', 'Check Before Downloading']);
    expect(dialog).toHaveTextContent('Thank you for supporting free and open-source games!');
    expect(dialog).toHaveTextContent('it hosts no files');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
