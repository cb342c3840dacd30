import type { GameFormValues } from '../games/form/gameFormValues.ts';
import { slugFromTitle } from '../games/form/gameFormValues.ts';

/** The predefined platform a request's platform names; 'Other' names none. */
const platformValues: Readonly<Record<string, string | undefined>> = { PC: 'windows', Other: undefined };

/** A new game's first values from an approved request: its title (and slug) and platform. */
export function requestDraft(request: { gameTitle: string; platform: string }): Partial<GameFormValues> {
  const platform = Object.hasOwn(platformValues, request.platform)
    ? platformValues[request.platform]
    : request.platform;
  return {
    title: request.gameTitle,
    slug: slugFromTitle(request.gameTitle),
    platforms: platform ? [platform] : [],
  };
}
