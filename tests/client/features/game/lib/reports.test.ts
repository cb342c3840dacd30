import { loadReports, saveReport } from '../../../../../client/src/features/game/lib/reports.ts';

const input = {
  gameId: 'g1',
  gameTitle: '0 A.D.',
  reason: 'Broken Download',
  description: 'The link answers 404.',
  email: 'ada@example.org',
  url: 'https://gamevault.example/game/zero-ad',
};

describe('reports', () => {
  it('stores each report under reports-storage as pending, with an id and the time', () => {
    const now = new Date('2026-03-01T10:00:00.000Z');
    expect(saveReport(input, now)).toBe(true);
    expect(saveReport({ ...input, reason: 'Other' }, now)).toBe(true);
    const stored: unknown = JSON.parse(window.localStorage.getItem('reports-storage') ?? '[]');
    expect(stored).toEqual([
      { ...input, id: expect.any(String), submittedAt: '2026-03-01T10:00:00.000Z', status: 'pending' },
      {
        ...input,
        reason: 'Other',
        id: expect.any(String),
        submittedAt: '2026-03-01T10:00:00.000Z',
        status: 'pending',
      },
    ]);
    const [first, second] = loadReports();
    expect(first?.id).not.toBe(second?.id);
  });

  it('starts over when the stored list is unreadable', () => {
    window.localStorage.setItem('reports-storage', '{oops');
    expect(saveReport(input)).toBe(true);
    expect(loadReports()).toHaveLength(1);
  });
});
