import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useLayoutEffect, useRef, useState } from 'react';

import { focusRing, ProfileGameList } from './ProfileGameRow.tsx';

/** How many rows a profile list shows at first, and how many more each Show more adds. */
export const profileListPageSize = 10;

interface Props<Item> {
  label: string;
  items: readonly Item[];
  /** One `ProfileGameRow` (with its key) per item. */
  children: (item: Item) => ReactNode;
}

/**
 * A profile list of games that can be long (up to the server's 200): the first rows, then Show more.
 * Show more moves focus to the first row it added, so the keyboard goes on where reading does.
 */
export function PagedProfileList<Item>({ label, items, children }: Props<Item>) {
  const [shown, setShown] = useState(profileListPageSize);
  const listRef = useRef<HTMLUListElement>(null);
  const focusRow = useRef<number | null>(null);

  useLayoutEffect(() => {
    if (focusRow.current === null) return;
    listRef.current?.children[focusRow.current]?.querySelector<HTMLElement>('a')?.focus();
    focusRow.current = null;
  }, [shown]);

  const showMore = () => {
    focusRow.current = shown;
    setShown(shown + profileListPageSize);
  };

  return (
    <>
      <ProfileGameList label={label} ref={listRef}>
        {items.slice(0, shown).map(children)}
      </ProfileGameList>
      {items.length > shown && (
        <Button variant="outlined" size="small" onClick={showMore} sx={{ mt: 1.5, ...focusRing }}>
          Show more
        </Button>
      )}
    </>
  );
}
