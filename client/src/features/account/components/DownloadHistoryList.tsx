import Typography from '@mui/material/Typography';

import type { AccountDownloads } from '../../../graphql/__generated__/operations.ts';
import { formatDate } from '../../../lib/format.ts';
import { PagedProfileList } from './PagedProfileList.tsx';
import { ProfileGameRow } from './ProfileGameRow.tsx';

/** The signed-in visitor's downloads, newest first: the game, its version and size, and the day. */
export function DownloadHistoryList({ downloads }: { downloads: AccountDownloads['downloads'] }) {
  if (downloads.length === 0) {
    return (
      <Typography sx={{ color: 'text.secondary' }}>
        No downloads yet. Games you download while signed in are listed here.
      </Typography>
    );
  }
  return (
    <PagedProfileList label="Downloaded games" items={downloads}>
      {({ id, game, version, size, downloadedAt }) => (
        <ProfileGameRow key={id} game={game}>
          {[version && `Version ${version}`, size, `Downloaded ${formatDate(downloadedAt)}`]
            .filter(Boolean)
            .join(' · ')}
        </ProfileGameRow>
      )}
    </PagedProfileList>
  );
}
