import { useSearchParams } from 'react-router-dom';

/**
 * A listing page's filter or sort kept in the address (`?sort=rating`), so links, back/forward and the
 * server render all show the same state. The first option is the default and is left out of the
 * address; a change adds a history entry and keeps the scroll position.
 */
export function useUrlOption<Option extends { value: string }>(
  name: string,
  options: readonly [Option, ...Option[]],
): [Option, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const fallback = options[0];
  const raw = params.get(name);
  const chosen = options.find((option) => option.value === raw) ?? fallback;
  const choose = (value: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === fallback.value) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { preventScrollReset: true },
    );
  };
  return [chosen, choose];
}
