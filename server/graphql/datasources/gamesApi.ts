import type { GameInput } from '../__generated__/resolvers.ts';
import { apiError, invalidResponseMessage } from '../errors.ts';
import type { NormalizedGame } from '../normalize/game.ts';
import { normalizeGame } from '../normalize/game.ts';
import type { LabelBook } from '../normalize/labels.ts';
import { labelBook } from '../normalize/labels.ts';
import { withUploads } from '../uploads/fileUpload.ts';
import type { MultipartBody } from '../uploads/multipartBody.ts';
import type { GameSaveFiles } from './gameSaveForm.ts';
import { gameSaveForm } from './gameSaveForm.ts';
import type { PredefinedOptions } from './predefinedOptions.ts';
import type { CallerRestClient } from './restClient.ts';
import { notModified } from './restClient.ts';

const saveTimeoutMs = 30_000;

/** `games.php`: lists, one game, saves with their files, deletes, and the predefined options. */
export function gamesApi(rest: CallerRestClient, predefinedOptions: () => Promise<PredefinedOptions>) {
  async function labels(): Promise<LabelBook> {
    return labelBook(await predefinedOptions().catch(() => undefined));
  }

  /** Sends the REST multipart form while its files are kept on disk. */
  async function save(
    id: string | undefined,
    form: MultipartBody,
    files: GameSaveFiles,
    idempotencyKey?: string,
  ) {
    const query: Record<string, string> = id === undefined ? {} : { id };
    const [answer, book] = await Promise.all([
      withUploads([files.cover, ...(files.screenshots ?? [])], () =>
        rest.request<{ game: unknown }>('/games.php', {
          method: 'POST',
          query,
          multipart: form,
          timeoutMs: saveTimeoutMs,
          idempotencyKey,
        }),
      ),
      labels(),
    ]);
    return normalizeGame(answer.game, book);
  }

  const normalizedList = (raw: unknown, book: LabelBook): NormalizedGame[] => {
    if (!Array.isArray(raw)) throw apiError('UPSTREAM_UNAVAILABLE', invalidResponseMessage);
    return raw.map((game) => normalizeGame(game, book));
  };

  return {
    predefinedOptions,
    async list(): Promise<NormalizedGame[]> {
      const [raw, book] = await Promise.all([rest.request<unknown>('/games.php'), labels()]);
      return normalizedList(raw, book);
    },
    /** The list, unless the copy with this ETag is still current (`notModified`, a 304). */
    async listIfChanged(
      etag: string | undefined,
    ): Promise<{ games: NormalizedGame[]; etag: string | undefined } | typeof notModified> {
      const [answer, book] = await Promise.all([rest.requestTagged<unknown>('/games.php', etag), labels()]);
      if (answer === notModified) return notModified;
      return { games: normalizedList(answer.body, book), etag: answer.etag };
    },
    async bySlug(slug: string): Promise<NormalizedGame> {
      const [raw, book] = await Promise.all([
        rest.request<unknown>('/games.php', { query: { slug } }),
        labels(),
      ]);
      return normalizeGame(raw, book);
    },
    create: (input: GameInput, files: GameSaveFiles, idempotencyKey?: string): Promise<NormalizedGame> =>
      save(undefined, gameSaveForm(input, files), files, idempotencyKey),
    /** `files.kept` lists the current screenshots that stay. */
    update: (id: string, input: GameInput, files: GameSaveFiles): Promise<NormalizedGame> =>
      save(id, gameSaveForm(input, files, 'PUT'), files),
    remove: (id: string): Promise<{ message: string }> =>
      rest.request('/games.php', { method: 'DELETE', query: { id } }),
  };
}
