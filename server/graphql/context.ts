import DataLoader from 'dataloader';
import type { Request } from 'express';

import { mayAccess } from '../../shared/access/roles.ts';
import { messages } from '../../shared/validation/messages.ts';
import { callerOf } from './caller.ts';
import type { CatalogCache } from './catalog/catalogCache.ts';
import type { IndexedCatalog } from './catalog/indexedCatalog.ts';
import { indexCatalog } from './catalog/indexedCatalog.ts';
import { claimVisitor } from './community/claimVisitor.ts';
import type { CommunityReads } from './community/communityReads.ts';
import type { FeatureAvailability } from './community/featureAvailability.ts';
import type { ProfileAnswer } from './datasources/accountApi.ts';
import type { Caller } from './datasources/restClient.ts';
import type { SiteSettingsCache } from './datasources/siteSettingsApi.ts';
import { apiError, hasErrorCode } from './errors.ts';
import type { NormalizedGame } from './normalize/game.ts';
import type { DataSources, GraphqlServices } from './services.ts';
import type { VisitorIdentity } from './visitor/visitorIdentity.ts';
import { visitorIdentity } from './visitor/visitorIdentity.ts';

/** What every resolver gets for one request. */
export interface GraphqlContext {
  /** The REST service's APIs on behalf of this request's caller. */
  dataSources: DataSources;
  /** The public catalogue shared by every request; game mutations invalidate it. */
  publicCatalog: CatalogCache;
  siteSettings: SiteSettingsCache;
  /** The signed-in caller's profile, asked of the REST service at most once per request. */
  viewer(): Promise<ProfileAnswer | null>;
  /** The catalogue this caller may see: the shared public one, or all games for staff. */
  catalog(): Promise<IndexedCatalog>;
  gameBySlug: DataLoader<string, NormalizedGame | null>;
  /** The anonymous visitor's cookie, and whether this request may count a view. */
  visitor: VisitorIdentity;
  /** Which community endpoints the REST service has. */
  communityFeatures: FeatureAvailability;
  /** The site's figures and top downloads, shared by every request. */
  communityReads: CommunityReads;
  /** A comment list of a game to read in this request: a few per request, then BAD_USER_INPUT. */
  takeCommentLookup(): void;
  /** After a sign-in that gave `token`: the visitor's anonymous stars and shares become the account's. */
  claimVisitor(token: string): Promise<void>;
}

/** Slugs outside the catalogue looked up on the REST service per request; further ones fail at once. */
export const maxUnknownLookups = 3;
/** Games whose comments one request may read (each costs a REST call). */
export const maxCommentLookups = 3;

const once = <T>(load: () => Promise<T>) => {
  let value: Promise<T> | undefined;
  return () => (value ??= load());
};

export function createContext(
  services: GraphqlServices,
  req: Request,
  caller: Caller = callerOf(req),
): GraphqlContext {
  const dataSources = services.dataSourcesFor(caller);
  const viewer = once(async () => (caller.token ? dataSources.account.profile() : null));
  const catalog = once(async () =>
    mayAccess((await viewer())?.role, 'console')
      ? indexCatalog(await dataSources.games.list())
      : services.publicCatalog.get(),
  );
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
        return dataSources.games.bySlug(slug).catch((error: unknown) => {
          if (hasErrorCode(error, 'NOT_FOUND')) return null;
          return error instanceof Error ? error : new Error(String(error));
        });
      }),
    );
  });
  let commentLookups = 0;
  const visitor = visitorIdentity(req);
  return {
    dataSources,
    publicCatalog: services.publicCatalog,
    siteSettings: services.siteSettings,
    viewer,
    catalog,
    gameBySlug,
    visitor,
    communityFeatures: services.communityFeatures,
    communityReads: services.communityReads,
    takeCommentLookup() {
      commentLookups += 1;
      if (commentLookups > maxCommentLookups) {
        throw apiError('BAD_USER_INPUT', messages.graphqlCommunity.tooManyCommentLists(maxCommentLookups));
      }
    },
    claimVisitor: (token) =>
      claimVisitor(services.dataSourcesFor({ ...caller, token }).community, visitor.current(), services.log),
  };
}
