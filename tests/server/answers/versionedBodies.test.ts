import { describe, expect, test } from '@jest/globals';

import { encodedBody } from '../../../server/answers/encodedBody.ts';
import { versionedBodies } from '../../../server/answers/versionedBodies.ts';

const answer = (text: string) => ({ body: encodedBody(text, 'application/json; charset=utf-8') });

describe('versionedBodies', () => {
  test('an answer is kept from the second time it is made, and handed out for its version only', () => {
    const bodies = versionedBodies<ReturnType<typeof answer>>();
    expect(bodies.keep('suggest hearth', 'v1', () => answer('[1]'))).toBeUndefined();
    expect(bodies.get('suggest hearth', 'v1')).toBeUndefined();

    const kept = bodies.keep('suggest hearth', 'v1', () => answer('[1]'));
    expect(kept?.body.identity.toString()).toBe('[1]');
    expect(bodies.get('suggest hearth', 'v1')).toBe(kept);
    expect(bodies.get('suggest hearth', 'v2')).toBeUndefined();

    // After a write, a key asked for before is kept again at once.
    const fresh = bodies.keep('suggest hearth', 'v2', () => answer('[2]'));
    expect(bodies.get('suggest hearth', 'v2')).toBe(fresh);
  });

  test('a key asked for once is not built at all', () => {
    const bodies = versionedBodies<ReturnType<typeof answer>>();
    let built = 0;
    const make = () => {
      built++;
      return answer('[]');
    };
    for (let index = 0; index < 100; index++) bodies.keep(`search ${index}`, 'v1', make);
    expect(built).toBe(0);
  });

  test('an answer its maker declines is not kept', () => {
    const bodies = versionedBodies<ReturnType<typeof answer>>();
    bodies.keep('failed read', 'v1', () => undefined);
    expect(bodies.keep('failed read', 'v1', () => undefined)).toBeUndefined();
    expect(bodies.get('failed read', 'v1')).toBeUndefined();
  });
});
