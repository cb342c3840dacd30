/** SQLite's primary result codes that this service tells apart (https://sqlite.org/rescode.html). */
export const sqliteResult = { busy: 5, locked: 6, tooBig: 18, mismatch: 20 } as const;

/** The extended code of a unique-index violation (SQLITE_CONSTRAINT_UNIQUE). */
export const sqliteUniqueViolation = 2067;

/** The primary result code of a `node:sqlite` error (the low byte of its extended code), if any. */
export function sqlitePrimaryCode(error: unknown): number | undefined {
  const errcode = (error as { errcode?: unknown } | null)?.errcode;
  return typeof errcode === 'number' ? errcode & 0xff : undefined;
}
