import { useQuery } from '@apollo/client/react';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { PageLoading } from '../../../components/layout/PageLoading.tsx';
import { usePageMeta } from '../../../components/seo/usePageMeta.ts';
import { visuallyHidden } from '../../../lib/visuallyHidden.ts';
import { useSiteSettings } from '../../site/useSiteSettings.tsx';
import { FeaturedSlider } from '../components/home/FeaturedSlider.tsx';
import { HomeSections } from '../components/home/HomeSections.tsx';
import type { HomeTabId } from '../components/home/homeTabs.ts';
import { StatsStrip } from '../components/home/StatsStrip.tsx';
import { LoadError } from '../components/LoadError.tsx';
import { HomeCategoryGamesQuery, HomePageQuery, HomeStatsQuery } from '../queries.ts';

/** SPEC 2.7: slider, stats, category tabs, why choose us, highlights and the latest games. */
export function HomePage() {
  const { siteName, siteDescription } = useSiteSettings();
  usePageMeta({ title: siteName, description: siteDescription, path: '/' });
  const [tab, setTab] = useState<HomeTabId>('all');
  const { data, error } = useQuery(HomePageQuery);
  const grid = useQuery(HomeCategoryGamesQuery, { variables: { category: tab } });
  const stats = useQuery(HomeStatsQuery);
  if (error) {
    return (
      <Container>
        <LoadError message={error.message} />
      </Container>
    );
  }
  if (!data) return <PageLoading label="Loading games" />;
  const { home } = data;
  return (
    <>
      <Typography variant="h1" sx={visuallyHidden}>
        {siteName}: free and open-source PC games
      </Typography>
      {home.featured.length > 0 && <FeaturedSlider games={home.featured} />}
      {stats.data && <StatsStrip stats={stats.data.communityStats} />}
      <Container>
        <HomeSections
          home={home}
          tab={tab}
          onTabChange={setTab}
          games={(grid.data ?? grid.previousData)?.games}
          gamesLoading={!grid.data}
          gamesError={grid.error?.message}
        />
      </Container>
    </>
  );
}

export default HomePage;
