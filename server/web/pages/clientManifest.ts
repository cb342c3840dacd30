import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ManifestEntry {
  file: string;
  /** The chunk's name, without the hash of its file name. */
  name?: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

/** Vite's build manifest: which file each source became and what it imports statically. */
export type ClientManifest = Record<string, ManifestEntry>;

/** The built client's manifest, or undefined when the client has not been built. */
export function readClientManifest(clientDir: string): ClientManifest | undefined {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ClientManifest) : undefined;
}

/**
 * The chunks of the given sources and every chunk they import statically, each once (dynamic
 * imports load later, on use). Chunks whose file is in `loaded` are already in the page: they are
 * neither listed nor followed.
 */
export function staticChunks(
  manifest: ClientManifest,
  sources: readonly string[],
  loaded: ReadonlySet<string> = new Set(),
): ManifestEntry[] {
  const chunks = new Map<string, ManifestEntry>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || loaded.has(entry.file) || chunks.has(entry.file)) return;
    chunks.set(entry.file, entry);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return [...chunks.values()];
}

/**
 * The chunks the site's entry loads before the app runs: its own, and the steps it imports one after
 * another as it starts (client/src/main.tsx), with what they import statically.
 */
export function entryChunks(manifest: ClientManifest): ManifestEntry[] {
  return staticChunks(manifest, ['index.html', ...(manifest['index.html']?.dynamicImports ?? [])]);
}

/** The files a browser loads for the site's entry and the given route modules before they run. */
export function staticFiles(clientDir: string, routeModules: readonly string[]): string[] {
  const manifest = readClientManifest(clientDir);
  if (!manifest) throw new Error(`No client build in ${clientDir}: run npm run build`);
  const entry = entryChunks(manifest);
  const route = staticChunks(manifest, routeModules, new Set(entry.map((chunk) => chunk.file)));
  return [...entry, ...route].map((chunk) => chunk.file);
}
