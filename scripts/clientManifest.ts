import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestEntry {
  file: string;
  imports?: string[];
}

/** The built client's manifest: which file each source became and what it imports statically. */
export function readClientManifest(clientDir: string): Record<string, ManifestEntry> {
  return JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestEntry
  >;
}

/**
 * The files a browser loads for the site's entry and the given route modules before they run:
 * each one's chunk and every chunk it imports statically (dynamic imports load later, on use).
 */
export function staticFiles(clientDir: string, routeModules: string[]): string[] {
  const manifest = readClientManifest(clientDir);
  const files = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const key of ['index.html', ...routeModules]) visit(key);
  return [...files];
}
