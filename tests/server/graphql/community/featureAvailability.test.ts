import { describe, expect, test } from '@jest/globals';
import { pino } from 'pino';

import type {
  CommunityEndpoint,
  ProbeResult,
} from '../../../../server/graphql/community/featureAvailability.ts';
import { featureAvailability } from '../../../../server/graphql/community/featureAvailability.ts';
import { apiError } from '../../../../server/graphql/errors.ts';
import { answerTexts } from '../../../../shared/validation/answerTexts.ts';

/** Issue 32, "A foreign upstream": a missing endpoint falls back, with one warning, and is tried again later. */

function setup(results: Partial<Record<CommunityEndpoint, ProbeResult>> = {}) {
  const lines: { level: number; msg: string; endpoint?: string }[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const probes: CommunityEndpoint[] = [];
  let clock = 1_000_000;
  const features = featureAvailability({
    probe: async (endpoint) => {
      probes.push(endpoint);
      return results[endpoint] ?? 'present';
    },
    log,
    recheckMs: 60_000,
    now: () => clock,
  });
  const warnings = () => lines.filter((line) => line.level === 40);
  return {
    features,
    probes,
    lines,
    warnings,
    results,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

const missingEndpoint = () => Promise.reject(apiError('NOT_FOUND', 'Not found'));
const unknownGame = () => Promise.reject(apiError('NOT_FOUND', answerTexts.gameNotFound));

describe('featureAvailability.guard', () => {
  test('a call that answers is the answer, with no probe', async () => {
    const { features, probes } = setup();
    await expect(
      features.guard(
        'community',
        async () => 'counted',
        () => 'fallback',
      ),
    ).resolves.toBe('counted');
    expect(probes).toEqual([]);
  });

  test('a 404 the probe confirms falls back, warns once, and skips the endpoint until the recheck', async () => {
    const { features, probes, warnings, advance } = setup({ comments: 'missing' });
    let calls = 0;
    const call = () => {
      calls += 1;
      return missingEndpoint();
    };
    for (let i = 0; i < 5; i += 1) {
      await expect(features.guard('comments', call, () => 'empty')).resolves.toBe('empty');
    }
    expect(calls).toBe(1);
    expect(probes).toEqual(['comments']);
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatchObject({ endpoint: '/comments.php' });
    expect(warnings()[0]?.msg).toContain('/comments.php');

    // A few minutes later the next call tries again: still missing, and no second warning.
    advance(60_001);
    await expect(features.guard('comments', call, () => 'empty')).resolves.toBe('empty');
    expect(calls).toBe(2);
    expect(probes).toEqual(['comments', 'comments']);
    expect(warnings()).toHaveLength(1);
  });

  test('an endpoint that comes back is used again, and said so once', async () => {
    const { features, results, advance, lines } = setup({ reports: 'missing' });
    await features.guard('reports', missingEndpoint, () => 0);
    advance(60_001);
    results.reports = 'present';
    await expect(
      features.guard(
        'reports',
        async () => 7,
        () => 0,
      ),
    ).resolves.toBe(7);
    await expect(features.has('reports')).resolves.toBe(true);
    expect(lines.filter((line) => line.level === 30 && line.msg.includes('/reports.php'))).toHaveLength(1);
  });

  test("a game's 404 is the call's own error: nothing is probed or skipped", async () => {
    const { features, probes } = setup();
    await expect(features.guard('community', unknownGame, () => 'fallback')).rejects.toThrow(
      answerTexts.gameNotFound,
    );
    expect(probes).toEqual([]);
  });

  test('a 404 the probe does not confirm (a comment that is gone) stays the error', async () => {
    const { features, probes } = setup({ comments: 'present' });
    const gone = () => Promise.reject(apiError('NOT_FOUND', 'Comment not found'));
    await expect(features.guard('comments', gone, () => 'fallback')).rejects.toThrow('Comment not found');
    // Seen there a moment ago: the next such 404 is not probed again.
    await expect(features.guard('comments', gone, () => 'fallback')).rejects.toThrow('Comment not found');
    expect(probes).toEqual(['comments']);
  });

  test('other failures pass through untouched', async () => {
    const { features, probes } = setup();
    const limited = () => Promise.reject(apiError('RATE_LIMITED', 'Too many', { retryAfter: 5 }));
    await expect(features.guard('community', limited, () => 'fallback')).rejects.toMatchObject({
      extensions: { code: 'RATE_LIMITED', retryAfter: 5 },
    });
    expect(probes).toEqual([]);
  });

  test('a probe that cannot tell (the service is down) changes nothing', async () => {
    const { features, warnings } = setup({ community: 'unknown' });
    await expect(features.guard('community', missingEndpoint, () => 'fallback')).rejects.toThrow('Not found');
    expect(warnings()).toHaveLength(0);
    await expect(features.has('community')).resolves.toBe(true);
  });
});

describe('featureAvailability.has', () => {
  test('probes each endpoint once, concurrent askers sharing the probe, and moves the version', async () => {
    const { features, probes } = setup({ community: 'missing', comments: 'present' });
    const version = features.version();
    const answers = await Promise.all([
      features.has('community'),
      features.has('community'),
      features.has('comments'),
    ]);
    expect(answers).toEqual([false, false, true]);
    expect(probes.sort()).toEqual(['comments', 'community']);
    expect(features.version()).toBeGreaterThan(version);
    const settled = features.version();
    await features.has('community');
    await features.has('comments');
    expect(probes).toHaveLength(2);
    expect(features.version()).toBe(settled);
  });
});
