import type { OptionItem } from '../normalize/labels.ts';
import type { CallerRestClient } from './restClient.ts';

export interface PredefinedOptions {
  genres: OptionItem[];
  tags: OptionItem[];
  platforms: OptionItem[];
  languages: OptionItem[];
}

const optionsTtlMs = 5 * 60_000;

/** `games.php?options=true`, the same for every caller: kept for five minutes, a failure not kept. */
export function predefinedOptionsCache(rest: CallerRestClient): () => Promise<PredefinedOptions> {
  let options: { value: Promise<PredefinedOptions>; at: number } | undefined;
  return () => {
    if (!options || Date.now() - options.at > optionsTtlMs) {
      const value = rest.request<PredefinedOptions>('/games.php', { query: { options: 'true' } });
      options = { value, at: Date.now() };
      value.catch(() => {
        if (options?.value === value) options = undefined;
      });
    }
    return options.value;
  };
}
