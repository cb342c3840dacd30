import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { TagInput } from '../../../../../../client/src/features/admin/games/form/TagInput.tsx';

const genres = [
  { value: 'action', label: 'Action' },
  { value: 'rpg', label: 'RPG' },
  { value: 'racing', label: 'Racing' },
];
const tags = [
  { value: 'open-source', label: 'Open source' },
  { value: 'kart', label: 'Kart' },
];

interface HarnessProps {
  initial?: string[];
  acceptsNew?: boolean;
}

/** The input inside a form, as in the game dialog: a submit shows up as "submitted". */
function Harness({ initial = [], acceptsNew = false }: HarnessProps) {
  const [value, setValue] = useState(initial);
  const [submits, setSubmits] = useState(0);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSubmits((count) => count + 1);
      }}
    >
      <TagInput
        label={acceptsNew ? 'Tags' : 'Genres'}
        name={acceptsNew ? 'tags' : 'genres'}
        entryName={acceptsNew ? 'tag' : 'genre'}
        value={value}
        onChange={setValue}
        options={acceptsNew ? tags : genres}
        acceptsNew={acceptsNew}
      />
      <output aria-label="chosen">{value.join('|')}</output>
      <output aria-label="submitted">{submits}</output>
      <button type="submit">Save</button>
    </form>
  );
}

const chosen = () => screen.getByRole('status', { name: 'chosen' }).textContent;
const submitted = () => screen.getByRole('status', { name: 'submitted' }).textContent;

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

  it('Enter adds the highlighted suggestion and does not submit the form', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Genres' });
    await user.type(input, 'r');
    // RPG is highlighted first; the arrow moves to Racing.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chosen()).toBe('racing');
    expect(input).toHaveValue('');
    await user.type(input, 'act{Enter}');
    expect(chosen()).toBe('racing|action');
    expect(submitted()).toBe('0');
  });

  it('refuses a genre that is no suggestion, without submitting the form', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness initial={['action']} />);
    const input = screen.getByRole('combobox', { name: 'Genres' });
    await user.type(input, 'Roguelike');
    expect(screen.getByText('No genre matches: choose one from the list.')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(chosen()).toBe('action');
    expect(submitted()).toBe('0');
    await user.tab();
    expect(input).toHaveValue('');
  });

  it('adds a new tag only through the suggestion that offers it', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness acceptsNew initial={['kart']} />);
    const input = screen.getByRole('combobox', { name: 'Tags' });
    await user.type(input, 'open');
    // A known tag comes first; the typed text is offered after it.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Open source',
      'Add "open" as a new tag',
    ]);
    await user.clear(input);
    await user.type(input, 'newtonian flight');
    await user.click(screen.getByRole('option', { name: 'Add "newtonian flight" as a new tag' }));
    expect(chosen()).toBe('kart|newtonian flight');
    await user.type(input, 'co-op{Enter}');
    expect(chosen()).toBe('kart|newtonian flight|co-op');
    expect(submitted()).toBe('0');
  });

  it('offers no new tag for a known or chosen one, whatever its case', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness acceptsNew initial={['kart']} />);
    const input = screen.getByRole('combobox', { name: 'Tags' });
    await user.type(input, 'OPEN-SOURCE');
    expect(screen.queryByRole('option', { name: /as a new tag/ })).not.toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'KART');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(chosen()).toBe('kart');
  });

  it('removes a chip', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness initial={['action', 'rpg']} />);
    const chip = screen.getByRole('button', { name: 'Action' });
    await user.click(chip.querySelector('svg') as Element);
    expect(chosen()).toBe('rpg');
  });
});
