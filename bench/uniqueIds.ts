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
