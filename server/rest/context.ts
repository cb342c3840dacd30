import type { Request } from 'express';
import type { Transaction } from 'kysely';
import type { Logger } from 'pino';

import type { RateLimiterStore } from '../cluster/rateLimiterStore.ts';
import { rateLimiterStore } from '../cluster/rateLimiterStore.ts';
import type { Config } from '../config.ts';
import type { AddressKey } from '../privacy/addressKey.ts';
import { emailKeys } from '../privacy/emailKey.ts';
import type { UploadStorage } from '../storage/uploadStorage.ts';
import { challengeGate } from './auth/challenges/challengeGate.ts';
import { loginThrottle } from './auth/loginThrottle.ts';
import { passwordHasher } from './auth/passwords.ts';
import { challengeTokens } from './auth/twoFactor/challenge.ts';
import { codeAttempts } from './auth/twoFactor/codeAttempts.ts';
import { secretBox } from './auth/twoFactor/secretBox.ts';
import { backgroundTasks } from './backgroundTasks.ts';
import { countsFlusher } from './community/countsFlush.ts';
import { viewGroupCommit } from './community/groupCommit/viewGroupCommit.ts';
import { roleChangeQueue } from './db/advisoryLocks.ts';
import type { Db } from './db/connection.ts';
import type { Database } from './db/schema.ts';
import { clientIpResolver } from './express/clientIp.ts';
import type { BuiltGameList } from './gameList/gameListBuilder.ts';
import { buildGameList } from './gameList/gameListBuilder.ts';
import { versionedCache } from './gameList/versionedCache.ts';
import { configuredTransport } from './mail/configuredTransport.ts';
import { createMailer } from './mail/mailer.ts';
import { accountRepository } from './repositories/accountRepository.ts';
import { auditRepository } from './repositories/auditRepository.ts';
import { commentsRepository } from './repositories/commentsRepository.ts';
import { communityReadsRepository } from './repositories/communityReadsRepository.ts';
import { communityRepository } from './repositories/communityRepository.ts';
import { countDeltasRepository } from './repositories/countDeltasRepository.ts';
import { dataVersionsRepository } from './repositories/dataVersionsRepository.ts';
import { emailChangeUndosRepository } from './repositories/emailChangeUndosRepository.ts';
import { emailVerificationsRepository } from './repositories/emailVerificationsRepository.ts';
import { gamesRepository } from './repositories/gamesRepository.ts';
import { idempotencyRepository } from './repositories/idempotencyRepository.ts';
import { moderationRepository } from './repositories/moderationRepository.ts';
import { newsletterRepository } from './repositories/newsletterRepository.ts';
import { passwordResetsRepository } from './repositories/passwordResetsRepository.ts';
import { reportsRepository } from './repositories/reportsRepository.ts';
import { revokedTokensRepository } from './repositories/revokedTokensRepository.ts';
import { settingsRepository } from './repositories/settingsRepository.ts';
import { twoFactorRepository } from './repositories/twoFactorRepository.ts';
import { usersRepository } from './repositories/usersRepository.ts';
import { imageStore } from './uploads/imageStore.ts';

export type ListAudience = 'public' | 'staff';

/** Everything the endpoints share, made once per server. */
export function createRestContext(
  config: Config,
  db: Db,
  log: Logger,
  {
    limiters = rateLimiterStore(),
    uploads,
    keyOfAddress,
  }: {
    limiters?: RateLimiterStore;
    uploads: UploadStorage;
    /** The one address-key function of the process (`privacy/addressKey.ts`). */
    keyOfAddress: AddressKey;
  },
) {
  const games = gamesRepository(db.kysely);
  const emailKey = emailKeys(config.jwtSecret);
  /** Each audience's last list: the next one copies the games that did not change from it. */
  const lastLists = new Map<ListAudience, BuiltGameList>();
  const encodeList = async (audience: ListAudience) => {
    const includeInactive = audience === 'staff';
    const list = await buildGameList(
      {
        order: () => games.listOrder(includeInactive),
        rows: (ids) => games.findByIds(ids),
        all: () => games.list(includeInactive),
      },
      lastLists.get(audience),
    );
    lastLists.set(audience, list);
    return list.body;
  };
  const community = communityRepository(db.kysely, db.kind);
  const dataVersions = dataVersionsRepository(db.kysely);
  const clientIp = clientIpResolver(config.gatewayKey) as (req: Request) => string;
  /** The encoded game list per audience: staff also see inactive games. */
  const gameLists = versionedCache(
    encodeList,
    // On PostgreSQL other instances may share the database; a SQLite file has one server.
    { sharedVersion: db.kind === 'postgres' ? () => dataVersions.read('games') : undefined },
  );
  return {
    config,
    log,
    games,
    users: usersRepository(db.kysely),
    account: accountRepository(db.kysely),
    moderation: moderationRepository(db.kysely),
    reports: reportsRepository(db.kysely),
    comments: commentsRepository(db.kysely),
    newsletter: newsletterRepository(db.kysely),
    settings: settingsRepository(db.kysely),
    auditLog: auditRepository(db.kysely),
    passwordResets: passwordResetsRepository(db.kysely),
    emailChangeUndos: emailChangeUndosRepository(db.kysely),
    emailVerifications: emailVerificationsRepository(db.kysely),
    revokedTokens: revokedTokensRepository(db.kysely),
    twoFactor: twoFactorRepository(db.kysely),
    /** Authenticator secrets are sealed with this before they are stored. */
    twoFactorSecrets: secretBox(config.twoFactorKey),
    /** The proof a right password gives, good only for the second step of that sign-in. */
    twoFactorChallenges: challengeTokens(config.jwtSecret),
    /** Counts second-factor codes per sign-in challenge and per account. */
    codeAttempts: codeAttempts(config.limits, limiters),
    idempotency: idempotencyRepository(db.kysely),
    /**
     * Runs `work` in one transaction: its writes commit together or not at all. Repositories run on
     * it when built on `trx` (`usersRepository(trx)`) or given it as their executor.
     */
    transaction: <T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> =>
      db.kysely.transaction().execute(work),
    /** Writes that may leave no admin, one at a time on the whole site (see db/advisoryLocks.ts). */
    roleChanges: roleChangeQueue(db),
    images: imageStore(uploads),
    /** Where every rate limit counts: memory, or Redis shared by all instances. */
    limiters,
    throttle: loginThrottle(config.limits, limiters, emailKey),
    /** Every request's password hashing and checking goes through here (capped, see passwords.ts). */
    passwords: passwordHasher(config.limits),
    /** Registrations and unknown-email checks: a site-wide budget, then proof-of-work challenges. */
    signInChallenges: challengeGate(config.limits, limiters, config.jwtSecret),
    /** Outgoing mail: queued, never awaited by a request (see mail/mailer.ts). */
    mail: createMailer({ transport: configuredTransport(config, log), log }),
    /** Work a request leaves running after its answer; the shutdown waits for it. */
    background: backgroundTasks(log),
    clientIp,
    /** What limits and stored scopes keep of the caller's address: a keyed hash, never the address. */
    addressKey: (req: Request): string => keyOfAddress(clientIp(req)),
    /** What a limit keeps in place of an email address (`privacy/emailKey.ts`). */
    emailKey,
    gameLists,
    /** Counted views, stars, shares, downloads and ratings: deltas, never a `games` row write. */
    community,
    /** Views, written in batches: one transaction for every view that arrived meanwhile. */
    views: viewGroupCommit((views, now, windowStart) => community.recordViews(views, now, windowStart)),
    communityReads: communityReadsRepository(db.kysely),
    /** Moves the counted events into the games periodically and at shutdown (started by the app). */
    counts: countsFlusher({
      deltas: countDeltasRepository(db.kysely, db.kind),
      onMoved: () => gameLists.invalidate('counts'),
      periodSeconds: config.countsFlushSeconds,
      log,
    }),
  };
}

export type RestContext = ReturnType<typeof createRestContext>;
