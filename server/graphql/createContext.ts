import DataLoader from 'dataloader';
import type { Request } from 'express';
import { indexCatalog } from './catalog/indexedCatalog.ts';
import type { IndexedCatalog } from './catalog/indexedCatalog.ts';
import type { Caller } from './datasources/restClient.ts';
import type { ProfileAnswer } from './datasources/accountApi.ts';
import type { NormalizedGame } from './normalize/game.ts';
import { apiError } from './errors.ts';
import { isStaffRole } from './roles.ts';
import type { GraphqlServices } from './services.ts';

export interface GraphqlContext {
  caller: Caller;
  services: GraphqlServices;
  /** The signed-in caller's profile, asked of the REST service at most once per request. */
  viewer(): Promise<ProfileAnswer | null>;
  /** The catalogue this caller may see: the shared public one, or all games for staff. */
  catalog(): Promise<IndexedCatalog>;
  gameBySlug: DataLoader<string, NormalizedGame | null>;
}

function bearer(req: Request): string | undefined {
  const match = /^Bearer (\S+)$/.exec(req.get('authorization') ?? '');
  return match?.[1];
}

/** Slugs outside the catalogue looked up on the REST service per request; further ones fail at once. */
export const maxUnknownLookups = 3;

const once = <T>(load: () => Promise<T>) => {
  let value: Promise<T> | undefined;
  return () => (value ??= load());
};

export function createContext(services: GraphqlServices, req: Request, visitorIp: string): GraphqlContext {
  const token = bearer(req);
  const caller: Caller = { token, visitorIp };
  const viewer = once(async () => (token ? services.account.profile(caller) : null));
  const catalog = once(async () => {
    const profile = await viewer();
    return isStaffRole(profile?.role)
      ? indexCatalog(await services.games.list(caller))
      : services.publicCatalog.get();
  });
  // DataLoader asks once per distinct slug and request; only those outside the catalogue (a game
  // added since it was loaded, or none at all) cost a REST call, and only a few of them may.
  let unknownLookups = 0;
  const gameBySlug = new DataLoader<string, NormalizedGame | null>(async (slugs) => {
    const known = await catalog().catch(() => undefined);
    // One failing slug fails only its own field, not the whole batch.
    return Promise.all(
      slugs.map(async (slug) => {
        const cached = known?.bySlug.get(slug);
        if (cached) return cached;
        // Without a catalogue (it failed to load) nothing is known to be missing: the lookup says why.
        if (known) unknownLookups += 1;
        if (unknownLookups > maxUnknownLookups) {
          return apiError(
            'BAD_USER_INPUT',
            `At most ${maxUnknownLookups} games outside the catalogue can be looked up in one request`,
          );
        }
        return services.games.bySlug(slug, caller).catch((error: unknown) => {
          if ((error as { extensions?: { code?: string } }).extensions?.code === 'NOT_FOUND') return null;
          return error instanceof Error ? error : new Error(String(error));
        });
      }),
    );
  });
  return { caller, services, viewer, catalog, gameBySlug };
}
