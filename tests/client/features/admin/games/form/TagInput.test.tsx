import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { TagInput } from '../../../../../../client/src/features/admin/games/form/TagInput.tsx';

const genres = [
  { value: 'action', label: 'Action' },
  { value: 'rpg', label: 'RPG' },
  { value: 'racing', label: 'Racing' },
];

function Harness({ initial = [] as string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TagInput label="Genres" name="genres" value={value} onChange={setValue} options={genres} />
      <output aria-label="chosen">{value.join('|')}</output>
    </>
  );
}

const chosen = () => screen.getByRole('status', { name: 'chosen' }).textContent;

describe('Tag input (SPEC 2.20)', () => {
  it('adds a picked suggestion as a chip and no longer suggests it', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'Genres' }), 'ra');
    await user.click(screen.getByRole('option', { name: 'Racing' }));
    expect(chosen()).toBe('racing');
    expect(screen.getByRole('button', { name: 'Racing' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Genres' }));
    expect(screen.queryByRole('option', { name: 'Racing' })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'RPG' })).toBeInTheDocument();
  });

  it('adds free text with Enter, and says so when nothing matches', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness initial={['action']} />);
    const input = screen.getByRole('combobox', { name: 'Genres' });
    await user.type(input, 'Roguelike');
    expect(screen.getByText('No suggestions found. Press Enter to add.')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(chosen()).toBe('action|Roguelike');
    expect(input).toHaveValue('');
  });

  it('adds the known value when the typed text is an option label, and never twice', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness initial={['rpg']} />);
    const input = screen.getByRole('combobox', { name: 'Genres' });
    await user.type(input, 'action{Enter}');
    await user.type(input, 'ACTION{Enter}');
    expect(chosen()).toBe('rpg|action');
  });

  it('removes a chip', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness initial={['action', 'rpg']} />);
    const chip = screen.getByRole('button', { name: 'Action' });
    await user.click(chip.querySelector('svg') as Element);
    expect(chosen()).toBe('rpg');
  });
});
