import type { OptionItem } from '../normalize/labels.ts';
import type { CallerRestClient } from './restClient.ts';
import { ttlValue } from './ttlValue.ts';

export interface PredefinedOptions {
  genres: OptionItem[];
  tags: OptionItem[];
  platforms: OptionItem[];
  languages: OptionItem[];
}

const optionsTtlMs = 5 * 60_000;

/** `games.php?options=true`, the same for every caller: kept for five minutes, a failure not kept. */
export function predefinedOptionsCache(rest: CallerRestClient) {
  return ttlValue(
    () => rest.request<PredefinedOptions>('/games.php', { query: { options: 'true' } }),
    optionsTtlMs,
  );
}
