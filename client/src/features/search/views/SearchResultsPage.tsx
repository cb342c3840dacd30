import { skipToken, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';

import { useOpenSiteDialog } from '../../../components/dialogs/siteDialogs.ts';
import { usePageMeta } from '../../../components/seo/usePageMeta.ts';
import { ListingHeader } from '../../catalog/components/ListingHeader.tsx';
import { ListStatus } from '../../catalog/components/ListStatus.tsx';
import { PagedGameList } from '../../catalog/components/PagedGameList.tsx';
import { SearchResultsPageQuery } from '../results/queries.ts';

export const searchPageSize = 24;

const resultsText = (count: number, query: string) =>
  `${count} ${count === 1 ? 'result' : 'results'} found for "${query}"`;

/** SPEC 2.14: /search?q=, games whose title, developer or description contains the text. */
export function SearchResultsPage() {
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  usePageMeta({
    title: query ? `Search results for "${query}"` : 'Search Results',
    description: 'Search the catalogue of free and open-source PC games by title, developer or description.',
    noindex: true,
  });
  const openDialog = useOpenSiteDialog();
  const { data, error, fetchMore } = useQuery(
    SearchResultsPageQuery,
    query === '' ? skipToken : { variables: { q: query, offset: 0, limit: searchPageSize } },
  );
  const results = query === '' ? undefined : data?.searchGames;
  const showMore = () =>
    fetchMore({
      variables: { offset: results?.nodes.length ?? 0 },
    });
  return (
    <Container sx={{ py: 4 }}>
      <ListingHeader title="Search Results" />
      {query === '' ? (
        <Typography sx={{ color: 'text.secondary' }}>
          Type a game title, developer or description in the search box above.
        </Typography>
      ) : (
        <PagedGameList
          key={query}
          games={results}
          error={error}
          emptyText="No games found matching your search"
          emptyAction={
            <Button variant="contained" onClick={() => openDialog({ kind: 'gameRequest', gameTitle: query })}>
              Request this game
            </Button>
          }
          pageSize={searchPageSize}
          onShowMore={showMore}
          summary={results && <ListStatus>{resultsText(results.totalCount, query)}</ListStatus>}
        />
      )}
    </Container>
  );
}

export default SearchResultsPage;
