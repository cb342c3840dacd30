import { render, screen } from '@testing-library/react';

import { PlatformIcons } from '../../../../client/src/components/platforms/PlatformIcons.tsx';

const platforms = [
  { value: 'windows', label: 'Windows' },
  { value: 'mac', label: 'Mac' },
  { value: 'steam deck', label: 'Steam Deck' },
];

describe('platform icons', () => {
  it('name the platforms beside their icons', () => {
    render(<PlatformIcons platforms={platforms} labelled />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Windows', 'Mac', 'Steam Deck']);
    expect(items.every((item) => item.querySelector('svg') !== null)).toBe(true);
  });

  it('are one image named for screen readers when shown alone (cards)', () => {
    render(<PlatformIcons platforms={platforms} />);
    const icons = screen.getByRole('img', { name: 'Runs on Windows, Mac, Steam Deck' });
    expect(icons.querySelectorAll('svg')).toHaveLength(3);
  });

  it('show nothing for a game that names no platform', () => {
    const { container } = render(<PlatformIcons platforms={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
