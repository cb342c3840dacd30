import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

function Channel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5, display: 'flex', gap: 2, height: '100%' }}>
      <Box aria-hidden sx={{ color: 'primary.main', pt: 0.25 }}>
        {icon}
      </Box>
      <Box>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {children}
        </Typography>
      </Box>
    </Paper>
  );
}

/** How to reach the site: the ways that exist, and how soon an answer comes (SPEC 2.15). */
export function ContactChannels() {
  return (
    <Box
      component="aside"
      aria-label="Ways to reach us"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
    >
      <Channel icon={<MailOutlineIcon />} title="Email support">
        Use the form below. Our reply comes by email to the address you give.
      </Channel>
      <Channel icon={<ScheduleIcon />} title="Response time">
        We respond within 24 hours.
      </Channel>
      <Channel icon={<QuizOutlinedIcon />} title="Quick answers">
        Many questions are already answered in our{' '}
        <Link component={RouterLink} to="/faq" underline="always">
          FAQ
        </Link>
        .
      </Channel>
    </Box>
  );
}
