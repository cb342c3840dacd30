import FavoriteIcon from '@mui/icons-material/Favorite';
import LanguageIcon from '@mui/icons-material/Language';
import Button from '@mui/material/Button';

import { formatDate } from '../../../lib/format.ts';
import type { GameDetails } from '../gamePageMeta.ts';
import styles from './GameSidebar.module.css';
import { FactList, SidebarCard } from './SidebarCard.tsx';

/**
 * Support link, facts, requirements and the official project page. The site hosts no files and no
 * community of its own: the game's own site is where its players meet.
 */
export function GameSidebar({ game }: { game: GameDetails }) {
  const minimum = game.systemRequirements.minimum;
  const { directX, networkRequirements } = game.technicalDetails;
  return (
    <aside aria-label="Game details" className={styles.sidebar}>
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
        <p className={styles.overline}>Minimum</p>
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
          <p className={styles.note}>
            Gamevault hosts no files. News, updates and the player community are on the game&apos;s official
            site.
          </p>
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
    </aside>
  );
}
