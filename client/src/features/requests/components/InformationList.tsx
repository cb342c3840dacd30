import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A titled bullet list of the information step of a site dialog. */
export function InformationList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3, color: 'text.secondary', display: 'grid', gap: 0.5 }}>
        {items.map((item) => (
          <Typography component="li" variant="body2" key={item}>
            {item}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
