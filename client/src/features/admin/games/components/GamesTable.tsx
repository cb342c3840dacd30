import StarIcon from '@mui/icons-material/Star';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';

import type { AdminGames } from '../../../../graphql/__generated__/operations.ts';
import { formatNumber, formatRating } from '../../../../lib/format.ts';
import { resizedUrl } from '../../../../lib/images.ts';
import type { Column } from '../../components/DataTable.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import { StatusChip } from '../../components/StatusChip.tsx';
import type { GameSelection } from '../views/GamesPage/useGameSelection.ts';
import { GameRowActions } from './GameRowActions.tsx';

export type GameRow = AdminGames['games']['nodes'][number];

interface Props {
  games: readonly GameRow[];
  selection: GameSelection;
  onEdit: (game: GameRow) => void;
  onDelete: (game: GameRow) => void;
  emptyText: string;
}

function GameCell({ game }: { game: GameRow }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 200 }}>
      <Avatar
        variant="rounded"
        src={game.imageUrl ? resizedUrl(game.imageUrl, 160) : undefined}
        alt=""
        sx={{ width: 40, height: 52 }}
      >
        {game.title.charAt(0)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {game.title}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {game.developer}
        </Typography>
      </Box>
    </Box>
  );
}

/** SPEC 2.20's columns: select, Game, Category, Genres, Status, Views, Rating, actions. */
export function GamesTable({ games, selection, onEdit, onDelete, emptyText }: Props) {
  const columns: Column<GameRow>[] = [
    {
      header: 'Select',
      heading: (
        <Checkbox
          size="small"
          checked={selection.allSelected}
          indeterminate={selection.someSelected && !selection.allSelected}
          disabled={!selection.ready}
          onChange={() => selection.toggleAll()}
          slotProps={{ input: { 'aria-label': 'Select all games that match the search' } }}
        />
      ),
      render: (game) => (
        <Checkbox
          size="small"
          checked={selection.isSelected(game.id)}
          onChange={() => selection.toggle(game.id)}
          slotProps={{ input: { 'aria-label': `Select ${game.title}` } }}
        />
      ),
    },
    { header: 'Game', render: (game) => <GameCell game={game} />, maxWidth: 320 },
    { header: 'Category', render: (game) => game.category, wrap: 'nowrap' },
    {
      header: 'Genres',
      maxWidth: 220,
      render: (game) => game.genres.map((genre) => genre.label).join(', ') || '—',
    },
    { header: 'Status', render: (game) => <StatusChip status={game.status} /> },
    { header: 'Views', render: (game) => formatNumber(game.views), wrap: 'nowrap' },
    {
      header: 'Rating',
      wrap: 'nowrap',
      render: (game) => (
        <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <StarIcon sx={{ fontSize: 16, color: 'warning.main' }} aria-hidden />
          {formatRating(game.rating)}
        </Box>
      ),
    },
    {
      header: 'Actions',
      wrap: 'nowrap',
      render: (game) => (
        <GameRowActions
          title={game.title}
          slug={game.slug}
          onEdit={() => onEdit(game)}
          onDelete={() => onDelete(game)}
        />
      ),
    },
  ];
  return (
    <DataTable
      caption="Games"
      columns={columns}
      rows={games}
      rowKey={(game) => game.id}
      emptyText={emptyText}
      isSelected={(game) => selection.isSelected(game.id)}
    />
  );
}
