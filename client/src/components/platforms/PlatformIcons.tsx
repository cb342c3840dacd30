import Box from '@mui/material/Box';

import { platformIcon } from './platformIcon.ts';

interface Platform {
  value: string;
  label: string;
}

interface Props {
  platforms: readonly Platform[];
  /** With names beside the icons (the game page), or icons alone, named for screen readers (cards). */
  labelled?: boolean;
}

const row = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 } as const;

/** The platforms a game runs on, as a row of icons. */
export function PlatformIcons({ platforms, labelled = false }: Props) {
  if (platforms.length === 0) return null;
  if (!labelled) {
    const names = platforms.map((platform) => platform.label).join(', ');
    return (
      <Box
        component="span"
        role="img"
        aria-label={`Runs on ${names}`}
        title={names}
        sx={{ ...row, columnGap: 0.75 }}
      >
        {platforms.map((platform) => {
          const Icon = platformIcon(platform.value);
          return <Icon key={platform.value} sx={{ fontSize: 16 }} />;
        })}
      </Box>
    );
  }
  return (
    <Box component="ul" aria-label="Platforms" sx={{ ...row, m: 0, p: 0, listStyle: 'none' }}>
      {platforms.map((platform) => {
        const Icon = platformIcon(platform.value);
        return (
          <Box
            component="li"
            key={platform.value}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            <Icon sx={{ fontSize: 20 }} aria-hidden />
            {platform.label}
          </Box>
        );
      })}
    </Box>
  );
}
