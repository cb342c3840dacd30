import type { Motif } from './scenery.ts';
import { bubbles, burst } from './scenes/abstract.ts';
import { arena } from './scenes/arena.ts';
import { skyline } from './scenes/city.ts';
import { haunted, mountains } from './scenes/landscape.ts';
import { hexMap } from './scenes/map.ts';
import { racing } from './scenes/racing.ts';
import { space } from './scenes/space.ts';
import { field } from './scenes/sports.ts';

export interface ArtworkSubject {
  slug: string;
  genres: readonly string[];
  tags: readonly string[];
}

const byGenre: Record<string, Motif> = {
  action: burst,
  adventure: mountains,
  rpg: mountains,
  shooter: arena,
  vr: arena,
  simulation: skyline,
  racing,
  strategy: hexMap,
  sports: field,
  horror: haunted,
  casual: bubbles,
  indie: bubbles,
};

export function pickMotif(subject: ArtworkSubject): Motif {
  if (subject.tags.includes('space')) return space;
  const genre = subject.genres.find((g) => g !== 'early_access' && g in byGenre);
  return (genre && byGenre[genre]) || mountains;
}
