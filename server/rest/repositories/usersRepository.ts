import type { ExpressionBuilder, Kysely } from 'kysely';

import type { Database, Role, UserRow } from '../db/schema.ts';
import { forgetAddress } from './addressTraces.ts';

const publicColumns = ['id', 'email', 'role', 'created_at', 'updated_at'] as const;

export type PublicUser = Pick<UserRow, (typeof publicColumns)[number]>;

/** A user as the administration lists them: with how many favorites and downloads they have. */
export type ListedUser = PublicUser & { favorites_count: number; downloads_count: number };

/** One correlated count per user; both tables are indexed by user first. */
const activityCounts = (eb: ExpressionBuilder<Database, 'users'>) => [
  eb
    .selectFrom('favorites')
    .select((sub) => sub.fn.countAll().as('n'))
    .whereRef('favorites.user_id', '=', 'users.id')
    .as('favorites_count'),
  eb
    .selectFrom('downloads')
    .select((sub) => sub.fn.countAll().as('n'))
    .whereRef('downloads.user_id', '=', 'users.id')
    .as('downloads_count'),
];

type CountedRow = PublicUser & { favorites_count: unknown; downloads_count: unknown };

/** PostgreSQL answers a count as bigint text, SQLite as a number. */
const withNumericCounts = (row: CountedRow): ListedUser => ({
  ...row,
  favorites_count: Number(row.favorites_count ?? 0),
  downloads_count: Number(row.downloads_count ?? 0),
});

export function usersRepository(db: Kysely<Database>) {
  const listed = () => db.selectFrom('users').select(publicColumns).select(activityCounts);
  return {
    async list(): Promise<ListedUser[]> {
      return (await listed().orderBy('id').execute()).map(withNumericCounts);
    },
    async findListed(id: number): Promise<ListedUser | undefined> {
      const row = await listed().where('id', '=', id).executeTakeFirst();
      return row && withNumericCounts(row);
    },
    findById(id: number): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /**
     * The user a token speaks for, and whether that token was revoked: one query on the primary
     * keys of both tables, made for every signed-in request.
     */
    async findForToken(id: number, tokenHash: string): Promise<(UserRow & { revoked: boolean }) | undefined> {
      const row = await db
        .selectFrom('users')
        .leftJoin('revoked_tokens', (join) =>
          join
            .on('revoked_tokens.token_hash', '=', tokenHash)
            .onRef('revoked_tokens.user_id', '=', 'users.id'),
        )
        .selectAll('users')
        .select('revoked_tokens.token_hash as revoked_hash')
        .where('users.id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      const { revoked_hash: revokedHash, ...user } = row;
      return { ...user, revoked: revokedHash !== null };
    },
    findByEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },
    async emailTaken(email: string, exceptId?: number): Promise<boolean> {
      let query = db.selectFrom('users').select('id').where('email', '=', email);
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },
    async countAdmins(): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('role', '=', 'admin')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /**
     * `emailVerified`: false for a self-made account, which must prove its address first.
     * `signedIn`: the account signs in as it is made (registration), so it is active from `now`.
     */
    insert(user: {
      email: string;
      passwordHash: string;
      role: Role;
      emailVerified: boolean;
      now: string;
      signedIn?: boolean;
    }): Promise<PublicUser> {
      return db
        .insertInto('users')
        .values({
          email: user.email,
          password_hash: user.passwordHash,
          role: user.role,
          created_at: user.now,
          updated_at: user.now,
          email_verified_at: user.emailVerified ? user.now : null,
          last_active_at: user.signedIn ? user.now : null,
        })
        .returning(publicColumns)
        .executeTakeFirstOrThrow();
    },
    /**
     * With `endSessions` every earlier token stops working (token version bump). A new password,
     * however it is set, spends every open password-reset link of the account, and so does a new
     * email: a link sent to the old mailbox must not come back to life if the email changes back.
     * A new email is unverified until its owner proves it (`markVerified`).
     */
    async update(
      id: number,
      changes: { email?: string; passwordHash?: string; role?: Role; endSessions: boolean; now: string },
    ): Promise<(PublicUser & { token_version: number }) | undefined> {
      if (changes.passwordHash !== undefined || changes.email !== undefined) {
        let links = db
          .updateTable('password_resets')
          .set({ used_at: changes.now })
          .where('user_id', '=', id)
          .where('used_at', 'is', null);
        // The email sent again as it is changes nothing, and spends nothing.
        if (changes.passwordHash === undefined && changes.email !== undefined) {
          links = links.where('email', '!=', changes.email);
        }
        await links.execute();
      }
      return db
        .updateTable('users')
        .set((eb) => ({
          ...(changes.email !== undefined && {
            email: changes.email,
            email_verified_at: eb
              .case()
              .when('email', '=', changes.email)
              .then(eb.ref('email_verified_at'))
              .else(null)
              .end(),
          }),
          ...(changes.passwordHash !== undefined && { password_hash: changes.passwordHash }),
          ...(changes.role !== undefined && { role: changes.role }),
          ...(changes.endSessions && { token_version: eb('token_version', '+', 1) }),
          updated_at: changes.now,
        }))
        .where('id', '=', id)
        .returning([...publicColumns, 'token_version'])
        .executeTakeFirst();
    },
    /**
     * Notes that the account was active at `now` (a sign-in, or a token used), unless it already
     * was since `unlessSince`: "Active Users" counts accounts active in the last 30 days.
     */
    async markActive(id: number, now: string, unlessSince?: string): Promise<void> {
      let query = db.updateTable('users').set({ last_active_at: now }).where('id', '=', id);
      if (unlessSince !== undefined) {
        query = query.where((eb) =>
          eb.or([eb('last_active_at', 'is', null), eb('last_active_at', '<', unlessSince)]),
        );
      }
      await query.execute();
    },
    /** Marks the account's address proven, if it still is `email`; answers whether it did. */
    async markVerified(id: number, email: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ email_verified_at: now })
        .where('id', '=', id)
        .where('email', '=', email)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** Deletes the account, and what its address left elsewhere (`forgetAddress`). */
    async remove(id: number): Promise<boolean> {
      const account = await db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirst();
      if (!account) return false;
      await forgetAddress(db, account.email);
      const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
