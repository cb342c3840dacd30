import { useQuery } from '@apollo/client/react';
import Container from '@mui/material/Container';

import { topDownloadsPeriods } from '../../../../../shared/catalog/listingOptions.ts';
import { PageLoading } from '../../../components/layout/PageLoading.tsx';
import { usePageMeta } from '../../../components/seo/usePageMeta.ts';
import { GameGrid } from '../components/GameGrid.tsx';
import { ListingHeader } from '../components/ListingHeader.tsx';
import { ListStatus } from '../components/ListStatus.tsx';
import { LoadError } from '../components/LoadError.tsx';
import { TimeFilterButtons } from '../components/TimeFilterButtons.tsx';
import { TopDownloadsPageQuery } from '../listings/queries.ts';
import { useUrlOption } from '../useUrlOption.ts';

/**
 * SPEC 2.12: /top-downloads, the 15 games downloaded most in the `?window=` time period (the
 * server's downloads counted per day, not releases in the period).
 */
export function TopDownloadsPage() {
  usePageMeta({
    title: 'Top Downloads',
    description:
      'The most popular free and open-source PC games on Gamevault, all time or by week, month and year.',
    path: '/top-downloads',
  });
  const [period, setPeriod] = useUrlOption('window', topDownloadsPeriods);
  const { data, error } = useQuery(TopDownloadsPageQuery, { variables: { window: period.window } });
  const games = data?.topDownloads;
  return (
    <Container sx={{ py: 4 }}>
      <ListingHeader title="Top Downloads" description="The most downloaded games, most downloads first.">
        <TimeFilterButtons value={period.value} options={topDownloadsPeriods} onChange={setPeriod} />
      </ListingHeader>
      {error && !games ? (
        <LoadError message={error.message} />
      ) : !games ? (
        <PageLoading label="Loading games..." />
      ) : games.length === 0 ? (
        <ListStatus>No games found in this time period</ListStatus>
      ) : (
        <GameGrid games={games} eagerCount={3} headingLevel="h2" />
      )}
    </Container>
  );
}

export default TopDownloadsPage;
