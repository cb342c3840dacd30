import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Popover from '@mui/material/Popover';
import { Link as RouterLink } from 'react-router-dom';

import { genres } from '../../../../shared/catalog/genres.ts';

interface Props {
  id: string;
  /** The Genres button while the menu is open, else null. */
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** A 7-column grid of the 14 genres, 800px wide (narrower screens get fewer columns). */
export default function GenrePopover({ id, anchor, onClose }: Props) {
  return (
    <Popover
      id={id}
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      transformOrigin={{ vertical: 'top', horizontal: 'center' }}
      slotProps={{ paper: { sx: { width: 'min(800px, calc(100vw - 32px))', p: 1.5 } } }}
    >
      <Box
        component="nav"
        aria-label="Genres"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)', md: 'repeat(7, 1fr)' },
          gap: 1,
        }}
      >
        {genres.map((genre) => (
          <ButtonBase
            key={genre.id}
            component={RouterLink}
            to={`/genre/${genre.id}`}
            onClick={onClose}
            sx={{
              borderRadius: 1,
              px: 1,
              py: 1.25,
              typography: 'body2',
              fontWeight: 600,
              textAlign: 'center',
              '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
            }}
          >
            {genre.label}
          </ButtonBase>
        ))}
      </Box>
    </Popover>
  );
}
