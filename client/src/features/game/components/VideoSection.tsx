import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useState } from 'react';

import { responsiveImage } from '../../../lib/images.ts';
import { extractVideoId, videoEmbedUrl } from '../lib/videoId.ts';
import { GameSection } from './GameSection.tsx';

interface Props {
  url: string;
  /** The poster button's name, such as "Play trailer". */
  playLabel: string;
  /** The player's accessible title. */
  title: string;
  /** The game's cover: no third-party thumbnail is fetched before the visitor chooses to play. */
  poster: string;
}

const frame = {
  position: 'relative',
  aspectRatio: '16 / 9',
  borderRadius: 2,
  overflow: 'hidden',
  bgcolor: 'common.black',
} as const;

function VideoPlayer({ videoId, playLabel, title, poster }: Omit<Props, 'url'> & { videoId: string }) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <Box sx={frame}>
        <Box
          component="iframe"
          src={videoEmbedUrl(videoId)}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      </Box>
    );
  }
  return (
    <ButtonBase
      aria-label={playLabel}
      onClick={() => setPlaying(true)}
      sx={{ ...frame, display: 'block', width: '100%' }}
    >
      <Box
        component="img"
        {...responsiveImage(poster, '(min-width: 1200px) 760px, (min-width: 900px) 62vw, 94vw', 1280)}
        alt=""
        width={1280}
        height={720}
        loading="lazy"
        decoding="async"
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block', opacity: 0.7 }}
      />
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          top: '50%',
          left: '50%',
          transform: 'translate(-50%, -50%)',
          width: 72,
          height: 72,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          boxShadow: 4,
        }}
      >
        <PlayArrowIcon sx={{ fontSize: 44 }} />
      </Box>
    </ButtonBase>
  );
}

/**
 * A titled video from a recognised video-site URL. The privacy-enhanced player loads only after the
 * visitor presses the poster; an unrecognised URL shows nothing, not even the heading.
 */
export function VideoSection({ heading, url, ...player }: Props & { heading: string }) {
  const videoId = extractVideoId(url);
  if (!videoId) return null;
  return (
    <GameSection title={heading}>
      <VideoPlayer videoId={videoId} {...player} />
    </GameSection>
  );
}
