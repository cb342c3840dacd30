import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

import type { HeaderSearch } from '../../../graphql/__generated__/operations.ts';
import { formatCount } from '../../../lib/format.ts';
import { responsiveImage } from '../../../lib/images.ts';
import { RatingFigure } from '../../catalog/components/RatingFigure.tsx';

interface SuggestionListProps {
  id: string;
  query: string;
  suggestions: HeaderSearch['searchSuggestions'];
  activeIndex: number;
  settled: boolean;
  onChoose: (slug: string) => void;
}

export function SuggestionList({
  id,
  query,
  suggestions,
  activeIndex,
  settled,
  onChoose,
}: SuggestionListProps) {
  return (
    <Paper
      elevation={8}
      sx={{
        position: 'absolute',
        top: 'calc(100% + 6px)',
        left: 0,
        right: 0,
        zIndex: 'modal',
        overflow: 'hidden',
      }}
    >
      <Box
        component="ul"
        id={id}
        role="listbox"
        aria-label="Game suggestions"
        sx={{ listStyle: 'none', m: 0, p: 0.5 }}
      >
        {suggestions.map((game, index) => (
          <Box
            component="li"
            key={game.id}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === activeIndex}
            // Keep focus in the input: the choice happens on click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(game.slug)}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              p: 1,
              borderRadius: 1,
              cursor: 'pointer',
              bgcolor: index === activeIndex ? 'action.selected' : undefined,
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            <Box
              component="img"
              {...responsiveImage(game.imageUrl, '64px', 160)}
              alt=""
              width={64}
              height={36}
              loading="lazy"
              sx={{ objectFit: 'cover', borderRadius: 0.5, flexShrink: 0, bgcolor: 'action.hover' }}
            />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 650 }} noWrap>
                {game.title}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary', display: 'flex', gap: 1.5 }}>
                <span>
                  <VisibilityIcon sx={{ fontSize: 13, verticalAlign: '-2px', mr: 0.25 }} aria-hidden />
                  {formatCount(game.views)} views
                </span>
                <RatingFigure rating={game.rating} totalRatings={game.totalRatings} iconSize={13} short />
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
      {settled && suggestions.length === 0 && (
        <Typography role="status" variant="body2" sx={{ p: 2, color: 'text.secondary' }}>
          No games found matching "{query}"
        </Typography>
      )}
    </Paper>
  );
}
