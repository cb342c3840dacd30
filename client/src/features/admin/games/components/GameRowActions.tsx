import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { toast } from '../../../../components/toasts/toast.ts';
import { gameUrl } from '../../../game/urls.ts';

interface Props {
  title: string;
  slug: string;
  onEdit: () => void;
  onDelete: () => void;
}

export const webSearchUrl = (title: string) => `https://duckduckgo.com/?q=${encodeURIComponent(title)}`;

function Action({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tooltip title={label}>
      <span>{children}</span>
    </Tooltip>
  );
}

/** Copy title, web search (new tab), view, edit, delete (SPEC 2.20). */
export function GameRowActions({ title, slug, onEdit, onDelete }: Props) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(title);
      toast.success('Game title copied to clipboard');
    } catch {
      toast.error('Could not copy to the clipboard');
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 0.25 }}>
      <Action label="Copy title">
        <IconButton size="small" aria-label={`Copy title of ${title}`} onClick={() => void copy()}>
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Action>
      <Action label="Search the web">
        <IconButton
          size="small"
          aria-label={`Search the web for ${title} (opens in a new tab)`}
          href={webSearchUrl(title)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <TravelExploreIcon fontSize="small" />
        </IconButton>
      </Action>
      <Action label="View">
        <IconButton size="small" aria-label={`View ${title}`} component={RouterLink} to={gameUrl(slug)}>
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Action>
      <Action label="Edit">
        <IconButton size="small" aria-label={`Edit ${title}`} onClick={onEdit}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Action>
      <Action label="Delete">
        <IconButton size="small" aria-label={`Delete ${title}`} color="error" onClick={onDelete}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Action>
    </Box>
  );
}
