import type { Request } from 'express';
import type { Logger } from 'pino';

import { messages } from '../../../shared/validation/messages.ts';
import { now } from '../clock.ts';
import type { GameRow } from '../db/schema.ts';
import { conflict, notFound } from '../express/HttpError.ts';
import type { GamesRepository } from '../repositories/gamesRepository.ts';
import type { ImageEncoder } from '../uploads/imageEncoder.ts';
import type { ImageStore } from '../uploads/imageStore.ts';
import { gameSchema } from '../validation/gameSchema.ts';
import { validate } from '../validation/validate.ts';
import { withDefaultInstructions } from './defaults.ts';
import { assertScreenshotCount, gameData, gameFiles, keptCover, keptScreenshots } from './gameForm.ts';
import { toGameColumns } from './wire.ts';

export interface SaveGameDeps {
  games: GamesRepository;
  images: ImageStore;
  encoder: ImageEncoder;
  log: Logger;
}

/**
 * Runs the game's database write: the endpoint wraps it in the transaction that also records the
 * write in the audit log, and hands it the games repository on that transaction.
 */
export type StoreGame = (write: (games: GamesRepository) => Promise<GameRow>) => Promise<GameRow>;

/**
 * Creates (no `current`) or replaces a game from a multipart form. Everything is checked and
 * every image re-encoded (side by side, see imageEncoder.ts) before the first file is
 * written; a failed database write (its audit entry included) removes the files it wrote, and a
 * successful update removes the files it replaced.
 */
export async function saveGame(
  deps: SaveGameDeps,
  req: Request,
  store: StoreGame,
  current?: GameRow,
): Promise<GameRow> {
  const input = await validate(gameSchema, withDefaultInstructions(gameData(req), current === undefined));
  const files = gameFiles(req);
  const kept = keptScreenshots(req, input.screenshots ?? [], current);
  assertScreenshotCount(kept.length + files.screenshots.length);
  const coverUrl = files.cover ? undefined : keptCover(input.imageUrl, current);
  if (await deps.games.slugTaken(input.slug, current?.id)) {
    throw conflict(messages.game.slugTaken);
  }

  const encoded = await deps.encoder.reencodeAll(
    files.cover ? [files.cover, ...files.screenshots] : files.screenshots,
  );
  const cover = files.cover ? encoded[0] : undefined;
  const shots = files.cover ? encoded.slice(1) : encoded;

  const written: string[] = [];
  try {
    const imageUrl = cover ? await deps.images.save(cover) : (coverUrl ?? '');
    if (cover) written.push(imageUrl);
    for (const shot of shots) written.push(await deps.images.save(shot));
    const screenshots = [...kept, ...written.slice(cover ? 1 : 0)];
    const columns = toGameColumns(input, { imageUrl, screenshots });
    const stamp = now();
    const saved = await store(async (games) => {
      const row = current
        ? await games.update(current.id, { ...columns, updated_at: stamp })
        : await games.insert({ ...columns, created_at: stamp, updated_at: stamp });
      if (!row) throw notFound(messages.game.notFound);
      return row;
    });
    if (current) await removeQuietly(deps, replacedFiles(current, saved));
    return saved;
  } catch (error) {
    await removeQuietly(deps, written);
    throw error;
  }
}

/** Leftover files are only disk space: a failed clean-up must not undo or fail the save. */
async function removeQuietly(deps: SaveGameDeps, urls: string[]): Promise<void> {
  await deps.images
    .removeAll(urls)
    .catch((error: unknown) => deps.log.warn({ err: error }, 'could not remove images'));
}

function replacedFiles(before: GameRow, after: GameRow): string[] {
  const still = new Set([after.image_url, ...after.screenshots.split(',')]);
  return [before.image_url, ...before.screenshots.split(',')].filter((url) => url && !still.has(url));
}
