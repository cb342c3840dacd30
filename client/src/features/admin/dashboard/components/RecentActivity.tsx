import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';

import type { AdminDashboard } from '../../../../graphql/__generated__/operations.ts';
import { resizedUrl } from '../../../../lib/images.ts';

type TopGame = AdminDashboard['dashboardStats']['topGames'][number];

/** 'Recent Activity' (SPEC 2.19): the top games with their download and view counts. */
export function RecentActivity({ games }: { games: readonly TopGame[] }) {
  return (
    <List disablePadding>
      {games.map((game) => (
        <ListItem key={game.id} divider>
          <ListItemAvatar>
            <Avatar variant="rounded" src={resizedUrl(game.imageUrl, 160)} alt="" />
          </ListItemAvatar>
          <ListItemText
            primary={game.title}
            secondary={`${game.downloads.toLocaleString('en-US')} downloads · ${game.views.toLocaleString('en-US')} views`}
          />
        </ListItem>
      ))}
    </List>
  );
}
