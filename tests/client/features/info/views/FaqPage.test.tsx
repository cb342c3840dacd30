import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import FaqPage from '../../../../../client/src/features/info/views/FaqPage.tsx';
import { renderPage } from '../../../support/renderPage.tsx';

describe('FAQ page', () => {
  it('lists eight questions, all closed at first', () => {
    renderPage(<FaqPage />, { path: '/faq' });
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(8);
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('keeps one question open at a time', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<FaqPage />, { path: '/faq' });
    const categories = screen.getByRole('button', { name: 'What do Standard, Repacks and Online mean?' });
    const files = screen.getByRole('button', { name: 'Does Gamevault host the game files?' });
    await user.click(categories);
    expect(categories).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'What do Standard, Repacks and Online mean?' });
    expect(answer).toHaveTextContent("Standard: the developer's normal installer.");
    expect(answer).toHaveTextContent('Repacks: the official portable or zip build');
    expect(answer).toHaveTextContent('Online: multiplayer games that need an internet connection');

    await user.click(files);
    expect(files).toHaveAttribute('aria-expanded', 'true');
    expect(categories).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Does Gamevault host the game files?' })).toHaveTextContent(
      'Gamevault hosts no files.',
    );

    await user.click(files);
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('links to the contact page', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<FaqPage />, { path: '/faq' });
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    await user.click(screen.getByRole('button', { name: 'How can I contact you?' }));
    expect(screen.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
  });
});
