import FavoriteIcon from '@mui/icons-material/Favorite';
import LanguageIcon from '@mui/icons-material/Language';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { formatDate } from '../../../lib/format.ts';
import type { GameDetails } from '../gamePageMeta.ts';
import { FactList, SidebarCard } from './SidebarCard.tsx';

/**
 * Support link, facts, requirements and the official project page. The site hosts no files and no
 * community of its own: the game's own site is where its players meet.
 */
export function GameSidebar({ game }: { game: GameDetails }) {
  const minimum = game.systemRequirements.minimum;
  const { directX, networkRequirements } = game.technicalDetails;
  return (
    <Stack component="aside" aria-label="Game details" spacing={2.5}>
      {game.supportLink && (
        <Button
          variant="contained"
          color="secondary"
          size="large"
          href={game.supportLink}
          target="_blank"
          rel="noopener noreferrer"
          startIcon={<FavoriteIcon />}
          fullWidth
        >
          Support Developer
        </Button>
      )}
      <SidebarCard title="Game Info">
        <FactList
          rows={[
            ['Developer', game.developer],
            ['Publisher', game.publisher],
            ['Release Date', game.releaseDate ? formatDate(game.releaseDate) : ''],
            ['Category', game.category],
            ['Size', game.size],
          ]}
        />
      </SidebarCard>
      <SidebarCard title="System Requirements">
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 2 }}>
          Minimum
        </Typography>
        <FactList
          rows={[
            ['OS', minimum.os],
            ['Processor', minimum.processor],
            ['Memory', minimum.memory],
            ['Graphics', minimum.graphics],
            ['Storage', minimum.storage],
          ]}
        />
      </SidebarCard>
      {(directX || networkRequirements) && (
        <SidebarCard title="Technical Details">
          <FactList
            rows={[
              ['DirectX', directX],
              ['Network', networkRequirements],
            ]}
          />
        </SidebarCard>
      )}
      {game.homepageUrl && (
        <SidebarCard title="Official Project Page">
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
            Gamevault hosts no files. News, updates and the player community are on the game&apos;s official
            site.
          </Typography>
          <Button
            variant="outlined"
            href={game.homepageUrl}
            target="_blank"
            rel="noopener noreferrer"
            startIcon={<LanguageIcon />}
            fullWidth
          >
            Visit official site
          </Button>
        </SidebarCard>
      )}
    </Stack>
  );
}
