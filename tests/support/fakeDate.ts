import { jest } from '@jest/globals';

/** Everything but Date stays real: the service's own clock (`new Date()`, JWT expiry) moves, timers do not. */
const realTimers = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/** Sets the clock to `now` (move it on with `jest.setSystemTime`; undo with `jest.useRealTimers`). */
export function fakeDate(now: number): void {
  jest.useFakeTimers({ doNotFake: [...realTimers], now });
}
