import { useQuery } from '@apollo/client/react';
import { skipToken } from '@apollo/client/react';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import type { FormEvent, KeyboardEvent } from 'react';
import { lazy, Suspense, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { useDebouncedValue } from '../../../lib/useDebouncedValue.ts';
import { focusRing } from '../../../theme/focusRing.ts';
import { gameUrl } from '../../game/urls.ts';
import { HeaderSearchQuery } from '../queries.ts';
import { searchQueryOf, searchUrl } from '../urls.ts';

const debounceMs = 200;

// The list's code loads when the box is first focused, not with the page.
const loadSuggestionList = () => import('./SuggestionList.tsx');
const SuggestionList = lazy(() =>
  loadSuggestionList().then((module) => ({ default: module.SuggestionList })),
);

/**
 * The header search box (SPEC 2.3) as an ARIA combobox with a listbox of up to 5 suggestions. On
 * the search results page it holds that page's query, ready to be edited.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const pageQuery = searchQueryOf(useLocation());
  const [text, setText] = useState(pageQuery);
  const [textFor, setTextFor] = useState(pageQuery);
  if (textFor !== pageQuery) {
    setTextFor(pageQuery);
    setText(pageQuery);
  }
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const query = useDebouncedValue(text.trim(), debounceMs);
  // Suggestions are asked for only while the visitor uses the box (never for the page's own query).
  const { data, loading } = useQuery(
    HeaderSearchQuery,
    query === '' || !open ? skipToken : { variables: { q: query } },
  );
  const suggestions = query === '' ? [] : (data?.searchSuggestions ?? []);
  const settled = query === text.trim() && !loading;
  const showList = open && text.trim() !== '';

  const close = (keptText: string) => {
    setText(keptText);
    setOpen(false);
    setActive(-1);
  };
  const choose = (slug: string) => {
    close('');
    void navigate(gameUrl(slug));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = active >= 0 ? suggestions[active] : undefined;
    if (chosen) return choose(chosen.slug);
    const trimmed = text.trim();
    if (trimmed === '') return;
    close(trimmed);
    void navigate(searchUrl(trimmed));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (suggestions.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const count = suggestions.length;
      // -1 is the input itself: moving past either end of the list returns to it.
      setActive((current) => {
        const next = current + step;
        if (next >= count) return -1;
        return next < -1 ? count - 1 : next;
      });
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };
  const activeIndex = active >= suggestions.length ? -1 : active;

  return (
    <ClickAwayListener onClickAway={() => (open || text !== pageQuery ? close(pageQuery) : undefined)}>
      <Box component="form" role="search" onSubmit={submit} sx={{ position: 'relative', width: '100%' }}>
        <Paper
          variant="outlined"
          sx={{
            display: 'flex',
            alignItems: 'center',
            px: 1.5,
            borderRadius: 99,
            bgcolor: 'background.default',
            // The ring goes around the whole pill, not the text inside it.
            '&:focus-within': focusRing,
          }}
        >
          <SearchIcon fontSize="small" sx={{ color: 'text.secondary', mr: 1 }} aria-hidden />
          <InputBase
            value={text}
            placeholder="Search games..."
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => {
              setOpen(true);
              loadSuggestionList().catch(() => undefined);
            }}
            onClick={() => setOpen(true)}
            onKeyDown={onKeyDown}
            sx={{ flex: 1, py: 0.5 }}
            inputProps={{
              role: 'combobox',
              'aria-label': 'Search games',
              'aria-autocomplete': 'list',
              'aria-expanded': showList,
              'aria-controls': listId,
              'aria-activedescendant': showList && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined,
              autoComplete: 'off',
              enterKeyHint: 'search',
            }}
          />
        </Paper>
        {showList && (
          <Suspense fallback={null}>
            <SuggestionList
              id={listId}
              query={text.trim()}
              suggestions={suggestions}
              activeIndex={activeIndex}
              settled={settled}
              onChoose={choose}
            />
          </Suspense>
        )}
      </Box>
    </ClickAwayListener>
  );
}
