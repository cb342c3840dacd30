/**
 * The numbers that replace `[<id>]` in the requests of a `unique` target, never handed out twice in
 * one invocation: a later run (or the warm-up before it) must not send a request whose answer an
 * earlier one left in a cache.
 */
let next = 1;

/** The first of `count` numbers no earlier run has used (with 0: the next one, kept free). */
export function reserveIds(count: number): number {
  const first = next;
  next += count;
  return first;
}

/**
 * A request's text with its number: `[<id>]` becomes `id`, and `[<id mod N>]` becomes `id % N`, a
 * value that cycles over N things that exist (a generated game's number) while the request as a
 * whole stays unique.
 */
export const withId = (text: string, id: number): string =>
  text.replace(/\[<id(?: mod (\d+))?>\]/g, (_match, modulo: string | undefined) =>
    String(modulo === undefined ? id : id % Number(modulo)),
  );

/** `withId` applied to each header's value. */
export const headersWithId = (
  headers: Record<string, string> | undefined,
  id: number,
): Record<string, string> | undefined =>
  headers && Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, withId(value, id)]));

/** `withId` in Lua, for wrk's request scripts. */
export const luaWithId = [
  'local function withId(text, id)',
  '  text = text:gsub("%[<id mod (%d+)>%]", function(n) return tostring(id % tonumber(n)) end)',
  '  return (text:gsub("%[<id>%]", tostring(id)))',
  'end',
];
