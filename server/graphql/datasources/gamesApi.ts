import { apiError } from '../errors.ts';
import type { MultipartBody } from '../uploads/multipartBody.ts';
import { labelBook } from '../normalize/labels.ts';
import type { LabelBook, OptionItem } from '../normalize/labels.ts';
import { normalizeGame } from '../normalize/game.ts';
import type { NormalizedGame } from '../normalize/game.ts';
import type { Caller, RestClient } from './restClient.ts';

export interface PredefinedOptions {
  genres: OptionItem[];
  tags: OptionItem[];
  platforms: OptionItem[];
  languages: OptionItem[];
}

const optionsTtlMs = 5 * 60_000;
const saveTimeoutMs = 30_000;

/** `games.php`: lists, one game, predefined options (cached) and deletes. */
export function gamesApi(rest: RestClient) {
  let options: { value: Promise<PredefinedOptions>; at: number } | undefined;

  function predefinedOptions(): Promise<PredefinedOptions> {
    if (!options || Date.now() - options.at > optionsTtlMs) {
      const value = rest.request<PredefinedOptions>('/games.php', { query: { options: 'true' } });
      options = { value, at: Date.now() };
      value.catch(() => {
        if (options?.value === value) options = undefined;
      });
    }
    return options.value;
  }

  async function labels(): Promise<LabelBook> {
    return labelBook(await predefinedOptions().catch(() => undefined));
  }

  return {
    predefinedOptions,
    async list(caller: Caller): Promise<NormalizedGame[]> {
      const [raw, book] = await Promise.all([rest.request<unknown>('/games.php', {}, caller), labels()]);
      if (!Array.isArray(raw)) throw apiError('UPSTREAM_UNAVAILABLE', 'Invalid response format from server');
      return raw.map((game) => normalizeGame(game, book));
    },
    async bySlug(slug: string, caller: Caller): Promise<NormalizedGame> {
      const [raw, book] = await Promise.all([
        rest.request<unknown>('/games.php', { query: { slug } }, caller),
        labels(),
      ]);
      return normalizeGame(raw, book);
    },
    /** Creates (no id) or updates a game from the REST multipart form, its files streamed from disk. */
    async save(multipart: MultipartBody, id: string | undefined, caller: Caller): Promise<NormalizedGame> {
      const query: Record<string, string> = id === undefined ? {} : { id };
      const [answer, book] = await Promise.all([
        rest.request<{ game: unknown }>(
          '/games.php',
          { method: 'POST', query, multipart, timeoutMs: saveTimeoutMs },
          caller,
        ),
        labels(),
      ]);
      return normalizeGame(answer.game, book);
    },
    remove(id: string, caller: Caller): Promise<{ message: string }> {
      return rest.request('/games.php', { method: 'DELETE', query: { id } }, caller);
    },
  };
}

export type GamesApi = ReturnType<typeof gamesApi>;
