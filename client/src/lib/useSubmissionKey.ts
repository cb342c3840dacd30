import { useRef } from 'react';

/** Files count as the same when their name, size and date are. */
const sameShape = (_key: string, value: unknown) =>
  typeof File !== 'undefined' && value instanceof File
    ? `${value.name}:${value.size}:${value.lastModified}`
    : value;

/** 32 random hex digits; `crypto.randomUUID` exists only on HTTPS pages and localhost. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface SubmissionKey {
  /** The idempotency key for sending these values: the last one while they have not changed. */
  keyFor(values: unknown): string;
  /** The submission went through: the next one is a new submission with a new key. */
  sent(): void;
}

/**
 * One idempotency key per submission of a form (docs/graphql.md, "Retrying writes"): sending the
 * same values again after a failure reuses it, so that a submission that was in fact saved is not
 * saved twice; changed values, or a submission after a success, get a new one.
 */
export function useSubmissionKey(): SubmissionKey {
  const last = useRef<{ values: string; key: string } | undefined>(undefined);
  return {
    keyFor(values) {
      const text = JSON.stringify(values, sameShape);
      if (last.current?.values !== text) last.current = { values: text, key: newKey() };
      return last.current.key;
    },
    sent() {
      last.current = undefined;
    },
  };
}
