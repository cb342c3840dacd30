import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { lazyPagePart } from '../../components/lazy/lazyPagePart.tsx';
import { newsletterFieldsBox } from './newsletterLayout.ts';

function NewsletterPlaceholder() {
  return <Box sx={newsletterFieldsBox} />;
}

// The field, its checks and the toasts load after the page: the footer is never what a visitor
// uses first.
const NewsletterForm = lazyPagePart(() => import('./NewsletterForm.tsx'), NewsletterPlaceholder);

/** The footer's newsletter box (SPEC 2.5), on every page. */
export function NewsletterBox() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        justifyContent: 'space-between',
      }}
    >
      <Box>
        <Typography component="h2" variant="h4">
          Stay in the loop
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          New free and open-source games, once a week.
        </Typography>
      </Box>
      <NewsletterForm />
    </Box>
  );
}
