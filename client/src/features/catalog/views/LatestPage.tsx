import { useQuery } from '@apollo/client/react';
import Container from '@mui/material/Container';

import { latestOrders, latestPeriods } from '../../../../../shared/catalog/listingOptions.ts';
import { usePageMeta } from '../../../components/seo/usePageMeta.ts';
import { formatCount, formatNumber, formatRating } from '../../../lib/format.ts';
import { ListingHeader } from '../components/ListingHeader.tsx';
import { PagedGameList } from '../components/PagedGameList.tsx';
import { SortSelect } from '../components/SortSelect.tsx';
import { SummaryTiles } from '../components/SummaryTiles.tsx';
import { TimeFilterButtons } from '../components/TimeFilterButtons.tsx';
import { noRatingsYet } from '../figures.ts';
import { LatestPageGamesQuery } from '../listings/queries.ts';
import { useUrlOption } from '../useUrlOption.ts';

export const latestPageSize = 24;

/** SPEC 2.10: /latest, ordered by `?sort=` and limited to the `?window=` time period. */
export function LatestPage() {
  usePageMeta({
    title: 'Latest Updates',
    description: 'The newest free and open-source PC games on Gamevault, with their official download pages.',
    path: '/latest',
  });
  const [order, setOrder] = useUrlOption('sort', latestOrders);
  const [period, setPeriod] = useUrlOption('window', latestPeriods);
  const { data, previousData, error, fetchMore } = useQuery(LatestPageGamesQuery, {
    variables: { window: period.window, sort: order.sort, offset: 0, limit: latestPageSize },
  });
  const shown = (data ?? (error ? undefined : previousData))?.games;
  const showMore = () =>
    fetchMore({
      variables: { offset: data?.games.nodes.length ?? 0 },
    });
  return (
    <Container sx={{ py: 4 }}>
      <ListingHeader title="Latest Updates" description="The newest games in the catalogue.">
        <TimeFilterButtons value={period.value} options={latestPeriods} onChange={setPeriod} />
        <SortSelect value={order.value} options={latestOrders} onChange={setOrder} />
      </ListingHeader>
      <PagedGameList
        games={shown}
        stale={!data}
        error={error}
        emptyText="No games found in this time period"
        pageSize={latestPageSize}
        onShowMore={showMore}
        summary={
          shown && (
            <SummaryTiles
              tiles={[
                { label: 'Total Downloads', value: formatCount(shown.totalDownloads) },
                // Unrated games are left out of the average, never counted as 0.
                shown.ratedCount > 0
                  ? { label: 'Average Rating', value: formatRating(shown.averageRating) }
                  : { label: 'Average Rating', value: noRatingsYet, isText: true },
                { label: 'Games Added', value: formatNumber(shown.totalCount) },
              ]}
            />
          )
        }
      />
    </Container>
  );
}

export default LatestPage;
