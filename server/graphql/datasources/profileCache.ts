import jwt from 'jsonwebtoken';
import { LRUCache } from 'lru-cache';

import type { ProfileAnswer } from './accountApi.ts';

export interface ProfileCacheOptions {
  /** How long a profile is reused for the same token. */
  ttlMs?: number;
  /** Tokens remembered at once; the least recently used go first. */
  maxTokens?: number;
  /** Told whether each lookup was answered without a new call (metrics). */
  onLookup?: (hit: boolean) => void;
}

/** The token's claims, unverified: the signature is the REST service's to check. */
function claimsOf(token: string): jwt.JwtPayload | undefined {
  const payload = jwt.decode(token);
  return typeof payload === 'object' && payload !== null ? payload : undefined;
}

/**
 * Milliseconds until the token says it expires; undefined when it says nothing usable (an `exp`
 * that is no number would otherwise make the cache time NaN, which lru-cache reads as "forever").
 */
function msUntilExpiry(token: string): number | undefined {
  const exp: unknown = claimsOf(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 - Date.now() : undefined;
}

/**
 * The signed-in caller's profile by token, for a few seconds: a burst of requests from one visitor
 * asks the REST service once. Only answers are kept (a refused token is asked again), never past
 * the token's own expiry, and writes that change who a token speaks for drop its entries at once.
 */
export function profileCache({
  ttlMs = 5000,
  maxTokens = 10_000,
  onLookup = () => undefined,
}: ProfileCacheOptions = {}) {
  type Load = () => Promise<ProfileAnswer>;
  const profiles = new LRUCache<string, ProfileAnswer, Load>({
    max: maxTokens,
    ttl: ttlMs,
    fetchMethod: async (token, _stale, { options, context }) => {
      const profile = await context();
      const left = msUntilExpiry(token);
      if (left !== undefined) options.ttl = Math.max(1, Math.min(ttlMs, left));
      return profile;
    },
  });

  /**
   * The account a token belongs to: from its cached profile, else from its subject, which is
   * unverified (a forged one can only make a cache forget early).
   */
  const accountOf = (token: string) => profiles.peek(token)?.id ?? claimsOf(token)?.sub;

  /** This token's profile changed (email or password) or the token ended; answers its account's id. */
  const forgetToken = (token: string): number | string | undefined => {
    const id = accountOf(token);
    profiles.delete(token);
    return id;
  };

  /** Every token of this account: its role, password or existence changed. */
  const forgetUser = (id: number | string): void => {
    for (const [token, profile] of profiles.entries()) {
      if (String(profile.id) === String(id)) profiles.delete(token);
    }
  };

  return {
    /** The profile for `token`, loaded with `load` when not known (one load for concurrent asks). */
    async get(token: string, load: Load): Promise<ProfileAnswer> {
      // lru-cache reads a ttl of 0 as "forever"; here it means no reuse at all.
      if (ttlMs <= 0) return load();
      const status: LRUCache.Status<string, ProfileAnswer, Load> = {};
      const profile = await profiles.fetch(token, { context: load, status });
      onLookup(status.fetch === 'hit' || status.fetch === 'inflight');
      if (!profile) throw new Error('profile load answered nothing');
      return profile;
    },
    forgetToken,
    forgetUser,
    /**
     * Every token of the account `token` belongs to (signed out everywhere, or deleted): known from
     * its cached profile, else from the token's subject, so that the account's other tokens are
     * forgotten even when this one was not cached. Answers the account's id.
     */
    forgetAccountOf(token: string): number | string | undefined {
      const id = forgetToken(token);
      if (id !== undefined) forgetUser(id);
      return id;
    },
    /** An account not known by id changed (a password reset by email): forget everyone. */
    clear(): void {
      profiles.clear();
    },
  };
}

export type ProfileCache = ReturnType<typeof profileCache>;
