import { useQuery } from '@apollo/client/react';
import Container from '@mui/material/Container';
import { useParams } from 'react-router-dom';

import { usePageMeta } from '../../../components/seo/usePageMeta.ts';
import type { CategoryPage as Category } from '../categoryPages.ts';
import { findCategoryPage } from '../categoryPages.ts';
import { CatalogNotFound } from '../components/CatalogNotFound.tsx';
import { ListingHeader } from '../components/ListingHeader.tsx';
import { PagedGameList } from '../components/PagedGameList.tsx';
import { CategoryPageGamesQuery } from '../listings/queries.ts';

export const categoryPageSize = 15;

function CategoryNotFound() {
  usePageMeta({ title: 'Category not found', noindex: true, status: 404 });
  return (
    <CatalogNotFound
      title="Category not found"
      text="The category you're looking for doesn't exist"
      link={{ to: '/categories', label: 'Browse categories' }}
    />
  );
}

function CategoryListing({ category }: { category: Category }) {
  usePageMeta({
    title: category.title,
    description: category.description,
    path: `/category/${category.slug}`,
  });
  const { data, previousData, error, fetchMore } = useQuery(CategoryPageGamesQuery, {
    variables: { category: category.slug, offset: 0, limit: categoryPageSize },
  });
  const showMore = () =>
    fetchMore({
      variables: { offset: data?.games.nodes.length ?? 0 },
    });
  return (
    <Container sx={{ py: 4 }}>
      <ListingHeader title={category.title} description={category.description} icon={<category.Icon />} />
      <PagedGameList
        games={(data ?? (error ? undefined : previousData))?.games}
        stale={!data}
        error={error}
        emptyText="No games found in this category"
        pageSize={categoryPageSize}
        onShowMore={showMore}
      />
    </Container>
  );
}

/** SPEC 2.13: /category/{all|standard|repacks|online} (any letter case), most viewed first. */
export function CategoryPage() {
  const { category: slug = '' } = useParams();
  const category = findCategoryPage(slug);
  return category ? <CategoryListing key={category.slug} category={category} /> : <CategoryNotFound />;
}

export default CategoryPage;
