import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { usePageMeta } from '../../../components/seo/usePageMeta.ts';

export function NotFoundPage() {
  usePageMeta({ title: '404 - Page Not Found', noindex: true, status: 404 });
  return (
    <Container sx={{ py: 12, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        404 - Page Not Found
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>
        The page you're looking for doesn't exist or has moved.
      </Typography>
      <Button variant="contained" component={RouterLink} to="/">
        Back to home
      </Button>
    </Container>
  );
}

export default NotFoundPage;
