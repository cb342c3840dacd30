import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { PageLoading } from '../../../../components/layout/PageLoading.tsx';
import type { GameCard_Game } from '../../../../graphql/__generated__/operations.ts';
import { GameGrid } from '../GameGrid.tsx';
import type { HomeTabId } from './homeTabs.ts';
import { homeGridSize, homePhoneGridSize, homeTabs } from './homeTabs.ts';

export interface CategoryTabsProps {
  tab: HomeTabId;
  onTabChange: (tab: HomeTabId) => void;
  /** The tab's first games and how many match in all; undefined while the first answer loads. */
  games: { totalCount: number; nodes: readonly GameCard_Game[] } | undefined;
  loading: boolean;
}

export default function CategoryTabs({ tab, onTabChange, games, loading }: CategoryTabsProps) {
  const baseId = useId();
  const current = homeTabs.find((entry) => entry.id === tab) ?? homeTabs[0];
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_event, next: HomeTabId) => onTabChange(next)}
        aria-label="Game categories"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{
          mb: 3,
          borderBottom: 1,
          borderColor: 'divider',
          '& .MuiTab-root': { minWidth: 0, px: { xs: 1.5, sm: 2.5 } },
        }}
      >
        {homeTabs.map((entry) => (
          <Tab
            key={entry.id}
            value={entry.id}
            label={entry.label}
            id={`${baseId}-tab-${entry.id}`}
            aria-controls={`${baseId}-panel`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${tab}`}
        aria-busy={loading}
        sx={{ opacity: loading ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        {!games ? (
          <PageLoading label="Loading games" />
        ) : (
          <>
            <GameGrid games={games.nodes.slice(0, homeGridSize)} phoneCount={homePhoneGridSize} />
            {!loading && games.totalCount > homeGridSize && (
              <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
                <Button
                  variant="outlined"
                  size="large"
                  component={RouterLink}
                  to={`/category/${tab.toLowerCase()}`}
                >
                  {current.viewAll}
                </Button>
              </Box>
            )}
          </>
        )}
      </Box>
    </>
  );
}
