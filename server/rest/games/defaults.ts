import { defaultOf } from './gameFields.ts';

/** On create, a game without installation instructions gets the neutral default steps. */
export function withDefaultInstructions(data: unknown, creating: boolean): unknown {
  if (!creating || typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  const record = data as Record<string, unknown>;
  if (record.installationInstructions !== undefined && record.installationInstructions !== '') return data;
  return { ...record, installationInstructions: defaultOf('installationInstructions') };
}
