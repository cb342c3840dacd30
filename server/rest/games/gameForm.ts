import type { Request } from 'express';

import { maxScreenshots } from '../../../shared/catalog/gameChoices.ts';
import { messages } from '../../../shared/validation/messages.ts';
import { brokenUrlRule } from '../../../shared/validation/urlRules.ts';
import type { GameRow } from '../db/schema.ts';
import { badRequest, HttpError } from '../express/HttpError.ts';

/** The uploaded files, as the paths where the form parser wrote them. */
export interface GameFormFiles {
  cover: string | undefined;
  screenshots: string[];
}

function parseJson(text: unknown, field: string): unknown {
  if (Array.isArray(text)) throw badRequest(`${field} must be given once`);
  if (typeof text !== 'string') throw badRequest(`${field} is required`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest(`${field} must be valid JSON`);
  }
}

/** The `data` field: the game as a JSON object. */
export function gameData(req: Request): unknown {
  return parseJson((req.body as Record<string, unknown> | undefined)?.data, 'data');
}

/** Sorts the uploaded files into the cover and the screenshots in `screenshots[n]` order. */
export function gameFiles(req: Request): GameFormFiles {
  const files = Array.isArray(req.files) ? req.files : [];
  const covers = files.filter((file) => file.fieldname === 'cover_image');
  const shots = files
    .map((file) => ({ file, match: /^screenshots(?:\[(\d{1,2})\])?$/.exec(file.fieldname) }))
    .filter((entry) => entry.match !== null)
    .map((entry) => ({ file: entry.file, index: entry.match?.[1] }));
  if (covers.length > 1) throw badRequest('Send at most one cover_image');
  if (covers.length + shots.length !== files.length) throw badRequest('Unexpected file field');
  shots.sort((a, b) => Number(a.index ?? 0) - Number(b.index ?? 0));
  return { cover: covers[0]?.path, screenshots: shots.map((entry) => entry.file.path) };
}

function listOf(value: string): string[] {
  return value.split(',').filter(Boolean);
}

/**
 * The screenshot URLs a save keeps. `existing_screenshots` may only name screenshots the game
 * already has; otherwise the form's `screenshots` list may add external links (http(s), no credentials).
 */
export function keptScreenshots(
  req: Request,
  requested: readonly string[],
  current: GameRow | undefined,
): string[] {
  const currentShots = current ? listOf(current.screenshots) : [];
  const raw = (req.body as Record<string, unknown> | undefined)?.existing_screenshots;
  if (raw !== undefined) {
    const kept = parseJson(raw, 'existing_screenshots');
    if (!Array.isArray(kept) || !kept.every((url) => typeof url === 'string' && currentShots.includes(url))) {
      throw badRequest(messages.game.unknownScreenshot, {
        fields: { screenshots: messages.game.unknownScreenshot },
      });
    }
    return [...new Set(kept as string[])];
  }
  for (const url of requested) {
    const message = currentShots.includes(url) ? undefined : brokenUrlRule('Screenshot', url);
    if (message !== undefined) throw badRequest(message, { fields: { screenshots: message } });
  }
  return [...requested];
}

export function assertScreenshotCount(count: number): void {
  if (count > maxScreenshots) {
    throw new HttpError(400, messages.game.tooManyScreenshots, {
      fields: { screenshots: messages.game.tooManyScreenshots },
    });
  }
}

/** The cover URL when no file is uploaded: empty, an external link, or the current one. */
export function keptCover(requested: string, current: GameRow | undefined): string {
  if (requested === '' || requested === current?.image_url) return requested;
  const message = brokenUrlRule('Cover image', requested);
  if (message === undefined) return requested;
  throw badRequest(message, { fields: { imageUrl: message } });
}
