import {
  loadMetrics,
  metricsOf,
  recordDownload,
  recordShare,
  recordStar,
  recordView,
  saveMetrics,
  viewDedupeWindowMs,
} from '../../../../../client/src/features/game/lib/gameMetrics.ts';

const minute = 60 * 1000;
const start = Date.UTC(2026, 0, 1, 12);

describe('game metrics', () => {
  it('counts a first view, skips views within 30 minutes of the last counted one, then counts again', () => {
    let store = recordView({}, 'g1', start);
    expect(metricsOf(store, 'g1')).toMatchObject({ views: 1, lastViewed: start });
    store = recordView(store, 'g1', start + 29 * minute);
    store = recordView(store, 'g1', start + viewDedupeWindowMs);
    expect(metricsOf(store, 'g1')).toMatchObject({ views: 1, lastViewed: start });
    store = recordView(store, 'g1', start + viewDedupeWindowMs + 1);
    expect(metricsOf(store, 'g1')).toMatchObject({ views: 2, lastViewed: start + viewDedupeWindowMs + 1 });
  });

  it('keeps each game apart', () => {
    const store = recordView(recordView({}, 'g1', start), 'g2', start + minute);
    expect(metricsOf(store, 'g1').views).toBe(1);
    expect(metricsOf(store, 'g2').views).toBe(1);
    expect(metricsOf(store, 'g3')).toEqual({
      views: 0,
      likes: [],
      downloads: 0,
      shares: [],
      lastViewed: null,
    });
  });

  it('stars once per user: starring again changes nothing', () => {
    let store = recordStar({}, 'g1', 'user_a');
    store = recordStar(store, 'g1', 'user_a');
    store = recordStar(store, 'g1', 'user_b');
    expect(metricsOf(store, 'g1').likes).toEqual(['user_a', 'user_b']);
  });

  it('counts a share once per user', () => {
    let store = recordShare({}, 'g1', 'user_a');
    store = recordShare(store, 'g1', 'user_a');
    expect(metricsOf(store, 'g1').shares).toEqual(['user_a']);
  });

  it('counts every download click', () => {
    let store = recordDownload({}, 'g1');
    store = recordDownload(store, 'g1');
    store = recordDownload(store, 'g1');
    expect(metricsOf(store, 'g1').downloads).toBe(3);
  });

  it('stores the likes and shares as arrays under game-metrics and reads them back', () => {
    saveMetrics(recordShare(recordStar(recordView({}, 'g1', start), 'g1', 'user_a'), 'g1', 'user_a'));
    expect(JSON.parse(window.localStorage.getItem('game-metrics') ?? '')).toEqual({
      g1: { views: 1, likes: ['user_a'], downloads: 0, shares: ['user_a'], lastViewed: start },
    });
    expect(metricsOf(loadMetrics(), 'g1').likes).toEqual(['user_a']);
  });

  it.each([
    ['unparsable text', '{not json'],
    ['a list', '[]'],
    ['a wrong shape', JSON.stringify({ g1: { views: 'many', likes: [], downloads: 0, shares: [] } })],
    [
      'likes that are not ids',
      JSON.stringify({ g1: { views: 1, likes: [1], downloads: 0, shares: [], lastViewed: null } }),
    ],
  ])('resets %s to empty', (_case, text) => {
    window.localStorage.setItem('game-metrics', text);
    expect(loadMetrics()).toEqual({});
    expect(window.localStorage.getItem('game-metrics')).toBeNull();
  });
});
