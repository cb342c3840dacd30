import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class ConfigError extends Error {}

/** What a setting's reader is given besides its own text: the settings the others depend on. */
export interface Ground {
  cwd: string;
  nodeEnv: 'development' | 'production' | 'test';
  dataDir: string;
}

/** How one environment variable is read; `raw` is undefined or '' when the variable is unset. */
export type Reader<T, Given = Ground> = (raw: string | undefined, name: string, given: Given) => T;

const unset = (raw: string | undefined): raw is undefined | '' => raw === undefined || raw === '';

export function integer(fallback: number, floor: 0 | 1 = 0): Reader<number> {
  return (raw, name) => {
    if (unset(raw)) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${name} must be a whole number`);
    if (value < floor) throw new ConfigError(`${name} must be at least ${floor}`);
    return value;
  };
}

/** A duration that must not be 0: 0 would turn a deadline off. */
export function positive(fallback: number): Reader<number> {
  const read = integer(fallback);
  return (raw, name, ground) => {
    const value = read(raw, name, ground);
    if (value === 0) throw new ConfigError(`${name} must be above 0`);
    return value;
  };
}

export const text =
  (fallback: string): Reader<string> =>
  (raw) =>
    unset(raw) ? fallback : raw;

export const optional: Reader<string | undefined> = (raw) => (unset(raw) ? undefined : raw);

/** On unless set to "false", or off unless set to "true". */
export const flag =
  (fallback: boolean): Reader<boolean> =>
  (raw) =>
    fallback ? raw !== 'false' : raw === 'true';

/** A path relative to the working directory; `fallback` is relative to the data directory when `inData`. */
export const directory =
  (fallback: string, inData = false): Reader<string> =>
  (raw, _name, { cwd, dataDir }) =>
    path.resolve(cwd, unset(raw) ? (inData ? path.join(dataDir, fallback) : fallback) : raw);

export const list: Reader<string[]> = (raw) =>
  (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export const httpOrigin: Reader<string | undefined> = (raw, name) => {
  if (unset(raw)) return undefined;
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // Reported below.
  }
  throw new ConfigError(`${name} must be an http(s) address such as https://games.example.org (got ${raw})`);
};

/**
 * A service address that may hold a password: one of `schemes` or nothing, and when it is neither,
 * an error that does not repeat it.
 */
export function secretUrl(schemes: string[], refusal: string): Reader<string | undefined> {
  return (raw) => {
    if (unset(raw)) return undefined;
    try {
      if (schemes.includes(new URL(raw).protocol)) return raw;
    } catch {
      // Reported below, without the address.
    }
    throw new ConfigError(refusal);
  };
}

export const trustProxy: Reader<string | number | boolean> = (raw) => {
  if (unset(raw) || raw === 'false') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (raw === 'true') {
    throw new ConfigError('TRUST_PROXY=true trusts any address; give the number of proxy hops');
  }
  return raw;
};

const weakSecrets = new Set(['secret', 'changeme', 'change-me', 'password', 'jwt-secret', 'test']);

/** A secret from the environment, or one generated once and kept in the data directory's `file`. */
export function persistentSecret(file: string): Reader<string> {
  const strong = (secret: string, source: string) => {
    if (weakSecrets.has(secret.toLowerCase()) || Buffer.byteLength(secret) < 32) {
      throw new ConfigError(`${source} is too weak: use at least 32 random bytes`);
    }
    return secret;
  };
  return (raw, name, { dataDir }) => {
    if (!unset(raw)) return strong(raw, name);
    const filePath = path.join(dataDir, file);
    if (existsSync(filePath)) return strong(readFileSync(filePath, 'utf8').trim(), filePath);
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(filePath, secret, { mode: 0o600 });
    return secret;
  };
}
