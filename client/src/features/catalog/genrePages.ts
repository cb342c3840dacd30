import type { GenreId } from '../../../../shared/catalog/genres.ts';
import { genres } from '../../../../shared/catalog/genres.ts';

export interface GenrePage {
  id: GenreId;
  title: string;
  description: string;
}

const descriptions: Record<GenreId, string> = {
  all: 'Every free and open-source game in the catalogue, from kart racing and city building to role-playing and roguelikes.',
  action: 'Quick reflexes and fast decisions: platformers, brawlers and real-time battles.',
  adventure: 'Explore open worlds, uncover stories and solve puzzles at your own pace.',
  rpg: 'Build a character, gather gear and shape your own story in role-playing games and roguelikes.',
  shooter: 'Arena and team shooters made and kept alive by their player communities.',
  simulation: 'Fly, drive, trade and manage in detailed simulations of real and imagined worlds.',
  racing: 'Karts, rally cars and downhill sleds: tracks to master and lap times to beat.',
  strategy: 'Plan ahead, manage resources and outthink your rivals in real-time and turn-based strategy.',
  sports: 'Competitive sports and stunt games to play alone or with friends.',
  horror: 'Dark atmospheres, tense survival and things that go bump in the night.',
  early_access: 'Games still in active development: play the latest builds and follow their progress.',
  casual: 'Easy to pick up and fun in short sessions, for players of every age.',
  indie: 'Original ideas from small teams and solo developers.',
  vr: 'Games and simulators that support virtual reality headsets.',
};

/** SPEC 2.9: the 14 genre pages, each with its title and a one-sentence description. */
export const genrePages: readonly GenrePage[] = genres.map(({ id, label }) => ({
  id,
  title: id === 'all' ? label : `${label} Games`,
  description: descriptions[id],
}));

/** The page of a genre id from the address (any letter case), or undefined for an unknown id. */
export const findGenrePage = (id: string): GenrePage | undefined =>
  genrePages.find((page) => page.id === id.toLowerCase());
