import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestEntry {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestEntry>;

/**
 * The `<link>` tags a server-rendered page needs for its route's chunk: its styles (without them
 * the page would shift when the chunk loads) and module preloads (hydration need not wait for a
 * second round trip). Read from Vite's build manifest.
 */
export function chunkLinks(clientDir: string): (modules: readonly string[]) => string {
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entryFiles = new Set<string>();
  const collectEntry = (key: string) => {
    const entry = manifest[key];
    if (!entry || entryFiles.has(entry.file)) return;
    entryFiles.add(entry.file);
    for (const css of entry.css ?? []) entryFiles.add(css);
    for (const imported of entry.imports ?? []) collectEntry(imported);
  };
  collectEntry('index.html');

  const linksOf = (modules: readonly string[]) => {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const entry = manifest[key];
      if (!entry || entryFiles.has(entry.file) || scripts.has(entry.file)) return;
      scripts.add(entry.file);
      for (const css of entry.css ?? []) if (!entryFiles.has(css)) styles.add(css);
      for (const imported of entry.imports ?? []) visit(imported);
    };
    for (const module of modules) visit(module);
    return [
      ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...[...scripts].map(
        (file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`,
      ),
    ].join('\n    ');
  };
  // The manifest never changes while the server runs: each route's links are worked out once.
  const known = new Map<string, string>();
  return (modules) => {
    const key = modules.join('\n');
    let links = known.get(key);
    if (links === undefined) known.set(key, (links = linksOf(modules)));
    return links;
  };
}
