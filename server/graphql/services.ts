import type { Logger } from 'pino';
import { pino } from 'pino';

import type { ClusterEvents } from '../cluster/clusterEvents.ts';
import { singleInstance } from '../cluster/clusterEvents.ts';
import type { CatalogLoad } from './catalog/catalogCache.ts';
import { catalogCache, catalogUnchanged } from './catalog/catalogCache.ts';
import { communityServices } from './community/communityServices.ts';
import { accountApi } from './datasources/accountApi.ts';
import { auditApi } from './datasources/auditApi.ts';
import { authApi } from './datasources/authApi.ts';
import type { NewComment } from './datasources/commentsApi.ts';
import { commentsApi } from './datasources/commentsApi.ts';
import { communityApi } from './datasources/communityApi.ts';
import { gamesApi } from './datasources/gamesApi.ts';
import { moderationApi } from './datasources/moderationApi.ts';
import { predefinedOptionsCache } from './datasources/predefinedOptions.ts';
import type { ProfileCache } from './datasources/profileCache.ts';
import { profileCache } from './datasources/profileCache.ts';
import { reportsApi } from './datasources/reportsApi.ts';
import type { Caller, CallerRestClient, RestClientOptions } from './datasources/restClient.ts';
import { createRestClient, notModified } from './datasources/restClient.ts';
import { siteSettingsApi, siteSettingsCache } from './datasources/siteSettingsApi.ts';
import { supportApi } from './datasources/supportApi.ts';
import { twoFactorApi } from './datasources/twoFactorApi.ts';
import { usersApi } from './datasources/usersApi.ts';
import type { GraphqlObserver } from './observer.ts';
import { quietObserver } from './observer.ts';

/**
 * The APIs whose writes change who a token speaks for: each such write, whatever its outcome,
 * drops the cached profiles it may have changed.
 */
function forgettingProfiles(bound: CallerRestClient, caller: Caller, profiles: SharedProfiles) {
  const account = accountApi(bound);
  const users = usersApi(bound);
  const auth = authApi(bound);
  const twoFactor = twoFactorApi(bound);
  const forgetCaller = () => {
    if (caller.token) profiles.forgetToken(caller.token);
  };
  const forgetCallersAccount = () => {
    if (caller.token) profiles.forgetAccountOf(caller.token);
  };
  const comments = commentsApi(bound);
  return {
    // A comment posted with a display name sets the account's name, which its profile shows.
    comments: {
      ...comments,
      post: (comment: NewComment, idempotencyKey?: string) =>
        comments.post(comment, idempotencyKey).finally(() => {
          if (comment.displayName !== undefined) forgetCaller();
        }),
    },
    account: {
      ...account,
      profile: () => (caller.token ? profiles.get(caller.token, account.profile) : account.profile()),
      updateProfile: (json: Parameters<typeof account.updateProfile>[0]) =>
        account.updateProfile(json).finally(forgetCaller),
      updateDisplayName: (name: string) => account.updateDisplayName(name).finally(forgetCaller),
      // A new password ends every session of the account, not only the caller's.
      updatePassword: (json: Parameters<typeof account.updatePassword>[0]) =>
        account.updatePassword(json).finally(forgetCallersAccount),
      signOutEverywhere: () => account.signOutEverywhere().finally(forgetCallersAccount),
      deleteAccount: (password: string) => account.deleteAccount(password).finally(forgetCallersAccount),
    },
    users: {
      ...users,
      update: (id: string, json: unknown) => users.update(id, json).finally(() => profiles.forgetUser(id)),
      remove: (id: string) => users.remove(id).finally(() => profiles.forgetUser(id)),
    },
    auth: {
      ...auth,
      resetPassword: (json: Parameters<typeof auth.resetPassword>[0]) =>
        auth.resetPassword(json).finally(() => profiles.clear()),
      // The link names no account this layer knows: every profile goes, as with a reset.
      undoEmailChange: (token: string) => auth.undoEmailChange(token).finally(() => profiles.clear()),
      logout: () => auth.logout().finally(forgetCaller),
      // The link's account is not known here: every cached profile may now say verified wrongly.
      verifyEmail: (token: string) => auth.verifyEmail(token).finally(() => profiles.clear()),
    },
    // Whether a staff account lacks a required second factor is part of its profile.
    twoFactor: {
      ...twoFactor,
      enable: (code: string) => twoFactor.enable(code).finally(forgetCallersAccount),
      disable: (json: Parameters<typeof twoFactor.disable>[0]) =>
        twoFactor.disable(json).finally(forgetCallersAccount),
    },
  };
}

/**
 * The public list, revalidated with the ETag of the copy kept (a 304 costs no parsing). The kept
 * ETag also names the predefined options the copy was labelled with: new labels load it afresh.
 */
function publicListLoad(
  anonymous: CallerRestClient,
  predefinedOptions: ReturnType<typeof predefinedOptionsCache>,
): CatalogLoad {
  const games = gamesApi(anonymous, predefinedOptions.get);
  return async (keptEtag) => {
    const labels = `${predefinedOptions.version()}:`;
    const restEtag = keptEtag?.startsWith(labels) ? keptEtag.slice(labels.length) : undefined;
    const answer = await games.listIfChanged(restEtag);
    if (answer === notModified) return catalogUnchanged;
    return { games: answer.games, etag: answer.etag && labels + answer.etag };
  };
}

/**
 * The profile cache, telling other instances whose profiles to drop: by the account's id, which
 * every instance's cache can find (their tokens differ).
 */
function sharedProfiles(profiles: ProfileCache, events: ClusterEvents) {
  const publish = (userId: string | number | undefined) =>
    events.publish({ topic: 'profiles', ...(userId !== undefined && { userId: String(userId) }) });
  return {
    get: profiles.get,
    forgetToken(token: string): void {
      publish(profiles.forgetToken(token));
    },
    forgetAccountOf(token: string): void {
      publish(profiles.forgetAccountOf(token));
    },
    forgetUser(id: string): void {
      profiles.forgetUser(id);
      publish(id);
    },
    clear(): void {
      profiles.clear();
      publish(undefined);
    },
  };
}

type SharedProfiles = ReturnType<typeof sharedProfiles>;

/** A cache dropped here and, through `events`, on every other instance. */
function sharedInvalidation<T extends { invalidate(): void }>(
  cache: T,
  events: ClusterEvents,
  topic: 'catalog' | 'settings',
): T {
  return {
    ...cache,
    invalidate() {
      cache.invalidate();
      events.publish({ topic });
    },
  };
}

/**
 * What the GraphQL layer keeps between requests: one REST client, the predefined options, the
 * public catalogue, the site settings and signed-in callers' profiles (each dropped on every
 * instance by a write through any of them, see `ClusterEvents`); and the data sources of one
 * request, bound to its caller.
 */
export function createGraphqlServices(
  options: RestClientOptions & {
    profileTtlMs?: number;
    /** How long the public catalogue is reused before it is revalidated. */
    catalogStaleMs: number;
    observer?: GraphqlObserver;
    events?: ClusterEvents;
    /** Where warnings about the REST service go (a foreign upstream without community endpoints). */
    log?: Logger;
  },
) {
  const observer = options.observer ?? quietObserver;
  const log = options.log ?? pino({ level: 'silent' });
  const events = options.events ?? singleInstance;
  const rest = createRestClient({ ...options, observer });
  const anonymous = rest.forCaller({});
  const predefinedOptions = predefinedOptionsCache(anonymous);
  const profiles = profileCache({
    ttlMs: options.profileTtlMs,
    onLookup: (hit) => observer.cacheLookup('profile', hit),
  });
  const catalog = catalogCache(publicListLoad(anonymous, predefinedOptions), {
    staleMs: options.catalogStaleMs,
    onLookup: (hit) => observer.cacheLookup('catalog', hit),
  });
  const settings = siteSettingsCache(anonymous);
  const community = communityServices(anonymous, log);
  events.subscribe((event) => {
    if (event.topic === 'catalog') catalog.invalidate();
    else if (event.topic === 'settings') settings.invalidate();
    else if (event.userId === undefined) profiles.clear();
    else profiles.forgetUser(event.userId);
  });
  const shared = sharedProfiles(profiles, events);
  return {
    observer,
    publicCatalog: sharedInvalidation(catalog, events, 'catalog'),
    siteSettings: sharedInvalidation(settings, events, 'settings'),
    log,
    /** Which community endpoints the REST service has (a foreign upstream may have none). */
    communityFeatures: community.features,
    /** The site's figures and top downloads, the same for every visitor. */
    communityReads: community.reads,
    /**
     * Moves whenever an anonymous visitor's answers may change: the catalogue, the site settings,
     * the predefined options or the community figures changed (or were invalidated by a write).
     */
    publicDataVersion: (): string =>
      [
        catalog.version(),
        settings.version(),
        predefinedOptions.version(),
        community.reads.version(),
        community.features.version(),
      ].join('.'),
    /** The data sources of one request: every call carries this caller's token and address. */
    dataSourcesFor(caller: Caller) {
      const bound = rest.forCaller(caller);
      return {
        games: gamesApi(bound, predefinedOptions.get),
        ...forgettingProfiles(bound, caller, shared),
        moderation: moderationApi(bound),
        community: communityApi(bound),
        reports: reportsApi(bound),
        support: supportApi(bound),
        audit: auditApi(bound),
        siteSettings: siteSettingsApi(bound),
      };
    },
  };
}

export type GraphqlServices = ReturnType<typeof createGraphqlServices>;
export type DataSources = ReturnType<GraphqlServices['dataSourcesFor']>;
