import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

interface CatalogNotFoundProps {
  title: string;
  text: string;
  /** Where the visitor can go instead. */
  link: { to: string; label: string };
}

/** An unknown genre or category: the page says so (its meta gives the 404 status). */
export function CatalogNotFound({ title, text, link }: CatalogNotFoundProps) {
  return (
    <Container sx={{ py: 12, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>{text}</Typography>
      <Button variant="contained" component={RouterLink} to={link.to}>
        {link.label}
      </Button>
    </Container>
  );
}
