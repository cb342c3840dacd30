import Box from '@mui/material/Box';

import { lazyPagePart } from '../../../../components/lazy/lazyPagePart.tsx';
import type { HomeCategoryGames, HomePage } from '../../../../graphql/__generated__/operations.ts';
import { GameGrid } from '../GameGrid.tsx';
import { LoadError } from '../LoadError.tsx';
import { CategoryTabsPlaceholder } from './CategoryTabsPlaceholder.tsx';
import { CommunityHighlights } from './CommunityHighlights.tsx';
import { HomeSection } from './HomeSection.tsx';
import type { HomeTabId } from './homeTabs.ts';
import { WhyChooseUs } from './WhyChooseUs.tsx';

// The tabs' code (MUI's tabs measure the strip as they start) loads after the page; until then the
// server's tabs and games stay as they are.
const CategoryTabs = lazyPagePart(() => import('./CategoryTabs.tsx'), CategoryTabsPlaceholder);

interface HomeSectionsProps {
  home: HomePage['home'];
  tab: HomeTabId;
  onTabChange: (tab: HomeTabId) => void;
  /** The chosen tab's games: undefined while the first answer loads. */
  games: HomeCategoryGames['games'] | undefined;
  gamesLoading: boolean;
  /** Why the tab's games could not be loaded, when they could not. */
  gamesError: string | undefined;
}

/** SPEC 2.7 below the slider: the category tabs, Why Choose Us, Community Highlights, Latest Updates. */
export function HomeSections({ home, tab, onTabChange, games, gamesLoading, gamesError }: HomeSectionsProps) {
  return (
    <>
      <HomeSection title="Browse Games">
        {gamesError && !games ? (
          <LoadError message={gamesError} />
        ) : (
          <CategoryTabs tab={tab} onTabChange={onTabChange} games={games} loading={gamesLoading} />
        )}
      </HomeSection>
      <HomeSection title="Why Choose Us">
        <WhyChooseUs />
      </HomeSection>
      <HomeSection title="Community Highlights">
        <CommunityHighlights home={home} />
      </HomeSection>
      <Box sx={{ pb: 4 }}>
        <HomeSection title="Latest Updates" action={{ to: '/latest', label: 'View All' }}>
          <GameGrid games={home.latest} columns={4} phoneCount={2} />
        </HomeSection>
      </Box>
    </>
  );
}
