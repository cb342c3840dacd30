import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';

import { useObjectUrl } from './useObjectUrl.ts';

interface Props {
  /** A stored image's URL, or a picked file to preview. */
  source: string | File;
  alt: string;
  removeLabel: string;
  onRemove: () => void;
  aspectRatio?: string;
}

/** A thumbnail with a remove button. */
export function ImagePreview({ source, alt, removeLabel, onRemove, aspectRatio = '16 / 9' }: Props) {
  const fileUrl = useObjectUrl(typeof source === 'string' ? null : source);
  const src = typeof source === 'string' ? source : fileUrl;
  return (
    <Box
      sx={{ position: 'relative', aspectRatio, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}
    >
      {src && (
        <Box
          component="img"
          src={src}
          alt={alt}
          sx={{ width: 1, height: 1, objectFit: 'cover', display: 'block' }}
        />
      )}
      <IconButton
        size="small"
        aria-label={removeLabel}
        onClick={onRemove}
        sx={{
          position: 'absolute',
          top: 4,
          right: 4,
          bgcolor: 'rgba(0, 0, 0, 0.6)',
          color: '#fff',
          '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.8)' },
        }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
