import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestEntry {
  file: string;
  imports?: string[];
}

/**
 * Gzipped JavaScript a visitor downloads before a route is interactive: the entry, the route's
 * chunk, and every chunk they import statically (dynamic imports load later, on use).
 */
export function routeJavaScriptBytes(clientDir: string, routeModule: string): number {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestEntry
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit('index.html');
  visit(routeModule);
  let total = 0;
  for (const file of files) total += gzipSync(readFileSync(path.join(clientDir, file))).byteLength;
  return total;
}
