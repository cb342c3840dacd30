import PublicIcon from '@mui/icons-material/Public';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

import { GridList } from '../../../../components/GridList.tsx';

// SPEC 2.7 names the three cards; their text says what this site really does (it hosts no files).
const reasons = [
  {
    title: 'Global CDN',
    text: "Every download link leads to the game's official release page, and most projects publish through worldwide mirror networks, so downloads start close to you.",
    Icon: PublicIcon,
  },
  {
    title: 'Secure Downloads',
    text: 'Gamevault hosts no files and never re-uploads a game: what you download is exactly what its developers published, free of bundled extras.',
    Icon: VerifiedUserIcon,
  },
  {
    title: 'Premium Quality',
    text: 'Only free and open-source games that are worth your time, each with screenshots, system requirements and install notes to help you choose.',
    Icon: WorkspacePremiumIcon,
  },
];

export function WhyChooseUs() {
  return (
    <GridList columns={{ xs: 1, md: 3 }}>
      {reasons.map(({ title, text, Icon }) => (
        // On phones the icon sits beside the title, and the text is smaller: a shorter page.
        <Paper
          component="li"
          key={title}
          variant="outlined"
          sx={{
            p: { xs: 2, md: 3 },
            display: 'grid',
            gridTemplateColumns: { xs: 'auto 1fr', md: '1fr' },
            columnGap: 1.5,
            alignItems: 'center',
          }}
        >
          <Box
            aria-hidden
            sx={{
              display: 'grid',
              placeItems: 'center',
              width: { xs: 40, md: 48 },
              height: { xs: 40, md: 48 },
              borderRadius: 2,
              mb: { md: 2 },
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            <Icon />
          </Box>
          <Typography component="h3" variant="h4" sx={{ mb: { md: 1 } }}>
            {title}
          </Typography>
          <Typography
            sx={{
              color: 'text.secondary',
              gridColumn: { xs: '1 / -1', md: 'auto' },
              mt: { xs: 1, md: 0 },
              fontSize: { xs: '0.9rem', md: '1rem' },
            }}
          >
            {text}
          </Typography>
        </Paper>
      ))}
    </GridList>
  );
}
