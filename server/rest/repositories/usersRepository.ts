import type { Kysely } from 'kysely';

import type { Database, Role, UserRow } from '../db/schema.ts';

const publicColumns = ['id', 'email', 'role', 'created_at', 'updated_at'] as const;

export type PublicUser = Pick<UserRow, (typeof publicColumns)[number]>;

export function usersRepository(db: Kysely<Database>) {
  return {
    list(): Promise<PublicUser[]> {
      return db.selectFrom('users').select(publicColumns).orderBy('id').execute();
    },
    findById(id: number): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
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
    insert(user: { email: string; passwordHash: string; role: Role; now: string }): Promise<PublicUser> {
      return db
        .insertInto('users')
        .values({
          email: user.email,
          password_hash: user.passwordHash,
          role: user.role,
          created_at: user.now,
          updated_at: user.now,
        })
        .returning(publicColumns)
        .executeTakeFirstOrThrow();
    },
    /** With `endSessions` every earlier token stops working (token version bump). */
    update(
      id: number,
      changes: { email?: string; passwordHash?: string; role?: Role; endSessions: boolean; now: string },
    ): Promise<(PublicUser & { token_version: number }) | undefined> {
      return db
        .updateTable('users')
        .set((eb) => ({
          ...(changes.email !== undefined && { email: changes.email }),
          ...(changes.passwordHash !== undefined && { password_hash: changes.passwordHash }),
          ...(changes.role !== undefined && { role: changes.role }),
          ...(changes.endSessions && { token_version: eb('token_version', '+', 1) }),
          updated_at: changes.now,
        }))
        .where('id', '=', id)
        .returning([...publicColumns, 'token_version'])
        .executeTakeFirst();
    },
    async remove(id: number): Promise<boolean> {
      const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
