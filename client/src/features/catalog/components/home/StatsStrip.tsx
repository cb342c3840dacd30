import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** SPEC 2.7: three fixed figures and the catalogue's game count. */
export function StatsStrip({ gameCount }: { gameCount: number }) {
  const stats = [
    { label: 'Active Users', value: '50K+' },
    { label: 'Downloads', value: '1M+' },
    { label: 'Reviews', value: '100K+' },
    { label: 'Games', value: `${gameCount}+` },
  ];
  return (
    <Box sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Container
        component="dl"
        aria-label="Site statistics"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          gap: 2,
          my: 0,
          py: 3,
        }}
      >
        {stats.map((stat) => (
          <Box
            key={stat.label}
            sx={{ display: 'flex', flexDirection: 'column-reverse', alignItems: 'center' }}
          >
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
              {stat.label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontSize: '1.75rem', fontWeight: 800, color: 'primary.main' }}
            >
              {stat.value}
            </Typography>
          </Box>
        ))}
      </Container>
    </Box>
  );
}
