import { readClientManifest, staticChunks } from './clientManifest.ts';

/**
 * The `<link>` tags a server-rendered page needs for its route's chunk: its styles (without them
 * the page would shift when the chunk loads) and module preloads (hydration need not wait for a
 * second round trip). Read from Vite's build manifest.
 */
export function chunkLinks(clientDir: string): (modules: readonly string[]) => string {
  const manifest = readClientManifest(clientDir);
  if (!manifest) return () => '';
  const entryFiles = new Set(
    staticChunks(manifest, ['index.html']).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]),
  );

  const linksOf = (modules: readonly string[]) => {
    const chunks = staticChunks(manifest, modules, entryFiles);
    const styles = new Set(chunks.flatMap((chunk) => chunk.css ?? []).filter((css) => !entryFiles.has(css)));
    return [
      ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...chunks.map(
        ({ file }) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`,
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
