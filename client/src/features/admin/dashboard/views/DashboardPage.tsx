import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

import { AdminPageHeader } from '../../components/AdminPageHeader.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { RecentActivity } from '../components/RecentActivity.tsx';
import { StatCards } from '../components/StatCards.tsx';
import { TopGamesChart } from '../components/TopGamesChart.tsx';
import { AdminDashboardQuery } from '../queries.ts';

/** SPEC 2.19: the catalogue's totals, the top 5 games by downloads as a chart and as a list. */
export function DashboardPage() {
  const { data, loading, error, refetch } = useQuery(AdminDashboardQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const stats = data?.dashboardStats;
  return (
    <>
      <AdminPageHeader title="Dashboard" />
      {!stats && (
        <QueryState
          loading={loading}
          error={error}
          loadingLabel="Loading dashboard..."
          errorText="Failed to load the dashboard"
          onRetry={() => void refetch()}
        />
      )}
      {stats && (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <StatCards stats={stats} />
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' } }}>
            <Paper variant="outlined" sx={{ p: 2.5, minWidth: 0 }}>
              <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
                Top Games Performance
              </Typography>
              <TopGamesChart games={stats.topGames} />
            </Paper>
            <Paper variant="outlined" sx={{ p: 2.5 }}>
              <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
                Recent Activity
              </Typography>
              <RecentActivity games={stats.topGames} />
            </Paper>
          </Box>
        </Box>
      )}
    </>
  );
}

export default DashboardPage;
