import { describe, expect, test } from '@jest/globals';

import { demoGames, resolveReleaseDate } from '../../../../../server/rest/db/seed/demoGames.ts';
import {
  demoChangelog,
  demoEntryOf,
  demoInstallAndChangelog,
  installationText,
} from '../../../../../server/rest/db/seed/demoInstallAndChangelog.ts';
import { gameDefaults } from '../../../../../shared/catalog/gameChoices.ts';

const forbidden = /crack|keygen|torrent|warez|pirat|serial key|bypass/i;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDate(date: string): boolean {
  return isoDate.test(date) && new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date;
}

describe('installation steps and changelogs of the demo games', () => {
  const now = new Date();

  test('every demo game has an entry, and every entry is a demo game', () => {
    expect(Object.keys(demoInstallAndChangelog).sort()).toEqual(demoGames.map((game) => game.slug).sort());
  });

  test('each game has its own steps, 3 to 6 numbered lines in the format of the default', () => {
    const texts = demoGames.map((game) => installationText(demoEntryOf(game).installSteps));
    expect(new Set(texts).size).toBe(demoGames.length);
    for (const text of texts) {
      expect(text).not.toBe(gameDefaults.installationInstructions);
      const lines = text.split('\n');
      expect(lines.length).toBeGreaterThanOrEqual(3);
      expect(lines.length).toBeLessThanOrEqual(6);
      lines.forEach((line, index) => expect(line).toMatch(new RegExp(`^${index + 1}\\. \\S`)));
    }
  });

  test('the default instructions are numbered the same way', () => {
    const steps = gameDefaults.installationInstructions
      .split('\n')
      .map((line) => line.replace(/^\d+\. /, ''));
    expect(installationText(steps)).toBe(gameDefaults.installationInstructions);
  });

  test("each changelog is newest first, starting with the game's version on its release date", () => {
    for (const game of demoGames) {
      const releaseDate = resolveReleaseDate(game.released, now);
      const changelog = demoChangelog(game, releaseDate);
      expect(changelog[0]).toEqual(expect.objectContaining({ version: game.version, date: releaseDate }));
      expect(changelog.length).toBeLessThanOrEqual(3);
      expect(new Set(changelog.map((entry) => entry.version)).size).toBe(changelog.length);
      for (const [index, entry] of changelog.entries()) {
        expect(isCalendarDate(entry.date)).toBe(true);
        expect(entry.changes.trim()).not.toBe('');
        expect(entry.changes).not.toBe('Current release.');
        expect(entry.changes.length).toBeLessThanOrEqual(2000);
        if (index > 0) expect(entry.date < (changelog[index - 1]?.date ?? '')).toBe(true);
      }
    }
  });

  test('no step or change speaks of cracks, keygens, torrents or getting round anything', () => {
    for (const game of demoGames) {
      const entry = demoEntryOf(game);
      for (const text of [
        ...entry.installSteps,
        entry.currentChanges,
        ...entry.earlierReleases.map((r) => r.changes),
      ])
        expect(text).not.toMatch(forbidden);
    }
  });

  test('a slug without an entry is refused rather than seeded with the default', () => {
    expect(() => demoEntryOf({ slug: 'not-a-demo-game' })).toThrow('not-a-demo-game');
  });
});
