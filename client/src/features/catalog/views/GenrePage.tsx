import { useQuery } from '@apollo/client/react';
import Container from '@mui/material/Container';
import { useParams } from 'react-router-dom';

import { genreOrders } from '../../../../../shared/catalog/listingOptions.ts';
import { usePageMeta } from '../../../components/seo/usePageMeta.ts';
import { CatalogNotFound } from '../components/CatalogNotFound.tsx';
import { ListingHeader } from '../components/ListingHeader.tsx';
import { PagedGameList } from '../components/PagedGameList.tsx';
import { SortSelect } from '../components/SortSelect.tsx';
import type { GenrePage as Genre } from '../genrePages.ts';
import { findGenrePage } from '../genrePages.ts';
import { GenrePageGamesQuery } from '../listings/queries.ts';
import { useUrlOption } from '../useUrlOption.ts';

/** SPEC 9: the genre page shows 15 games, plus 15 per "Show More Games". */
export const genrePageSize = 15;

function GenreNotFound() {
  usePageMeta({ title: 'Genre not found', noindex: true, status: 404 });
  return (
    <CatalogNotFound
      title="Genre not found"
      text="The genre you're looking for doesn't exist"
      link={{ to: '/genre/all', label: 'Browse all games' }}
    />
  );
}

function GenreListing({ genre }: { genre: Genre }) {
  usePageMeta({ title: genre.title, description: genre.description, path: `/genre/${genre.id}` });
  const [order, setOrder] = useUrlOption('sort', genreOrders);
  const { data, previousData, error, fetchMore } = useQuery(GenrePageGamesQuery, {
    variables: { genre: genre.id, sort: order.sort, offset: 0, limit: genrePageSize },
  });
  const showMore = () =>
    fetchMore({
      variables: { offset: data?.games.nodes.length ?? 0 },
    });
  return (
    <Container sx={{ py: 4 }}>
      <ListingHeader title={genre.title} description={genre.description}>
        <SortSelect value={order.value} options={genreOrders} onChange={setOrder} />
      </ListingHeader>
      <PagedGameList
        games={(data ?? (error ? undefined : previousData))?.games}
        stale={!data}
        error={error}
        emptyText="No games found in this genre"
        pageSize={genrePageSize}
        onShowMore={showMore}
      />
    </Container>
  );
}

/** SPEC 2.9: /genre/{genreId} (all when omitted), ordered by the `?sort=` in the address. */
export function GenrePage() {
  const { genreId = 'all' } = useParams();
  const genre = findGenrePage(genreId);
  return genre ? <GenreListing key={genre.id} genre={genre} /> : <GenreNotFound />;
}

export default GenrePage;
