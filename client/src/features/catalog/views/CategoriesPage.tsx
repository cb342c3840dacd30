import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { GridList } from '../../../components/GridList.tsx';
import { usePageMeta } from '../../../components/seo/usePageMeta.ts';
import { browseCategories } from '../browseCategories.ts';
import { ListingHeader } from '../components/ListingHeader.tsx';
import { gamesCount } from '../figures.ts';
import { CategoriesPageQuery } from '../listings/queries.ts';

/**
 * SPEC 2.11: /categories, six cards each opening a genre page, with the number of active games of
 * that genre (the server's count). While the counts load, or if they fail, the cards show none.
 */
export function CategoriesPage() {
  usePageMeta({
    title: 'Browse Categories',
    description:
      'Browse free and open-source PC games by category: action, shooters, racing, strategy, sports and horror.',
    path: '/categories',
  });
  const { data } = useQuery(CategoriesPageQuery);
  const counts = new Map(data?.genreCounts.map(({ value, count }) => [value.toLowerCase(), count]));
  return (
    <Container sx={{ py: 4 }}>
      <ListingHeader title="Browse Categories" description="Pick a category to see its games." />
      <GridList columns={{ xs: 1, sm: 2, md: 3 }}>
        {browseCategories.map(({ id, name, description, genreId, Icon }) => {
          const count = counts.get(genreId);
          return (
            <li key={id}>
              <Card sx={{ height: '100%' }}>
                <CardActionArea
                  component={RouterLink}
                  to={`/genre/${genreId}`}
                  sx={{
                    height: '100%',
                    p: 3,
                    display: 'flex',
                    gap: 2,
                    alignItems: 'flex-start',
                    justifyContent: 'flex-start',
                  }}
                >
                  <Box
                    aria-hidden
                    sx={{
                      display: 'grid',
                      placeItems: 'center',
                      width: 48,
                      height: 48,
                      flexShrink: 0,
                      borderRadius: 2,
                      bgcolor: 'primary.main',
                      color: 'primary.contrastText',
                    }}
                  >
                    <Icon />
                  </Box>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography component="h2" variant="h3">
                      {name}
                    </Typography>
                    <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{description}</Typography>
                    {count !== undefined && (
                      <Typography variant="body2" sx={{ mt: 1, fontWeight: 700, color: 'primary.main' }}>
                        {gamesCount(count)}
                      </Typography>
                    )}
                  </Box>
                </CardActionArea>
              </Card>
            </li>
          );
        })}
      </GridList>
    </Container>
  );
}

export default CategoriesPage;
