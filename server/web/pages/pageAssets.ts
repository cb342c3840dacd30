import { entryChunks, readClientManifest, staticChunks } from './clientManifest.ts';
import { scriptStarter } from './scriptStarter.ts';

export interface PageAssets {
  /** The `<link>` tags of the page's styles: without them the page would shift when its chunk loads. */
  styles: string;
  /** The script that starts the entry and preloads the route's chunks after the first paint. */
  scripts: string;
}

/**
 * What a page needs beside its markup for the given route modules (none for the client shell): the
 * entry's and the route's chunks, read from Vite's build manifest.
 */
export function pageAssets(clientDir: string): (modules: readonly string[]) => PageAssets {
  const manifest = readClientManifest(clientDir);
  if (!manifest) return () => ({ styles: '', scripts: '' });
  const entry = entryChunks(manifest);
  const entryFiles = new Set(entry.flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]));

  const assetsOf = (modules: readonly string[]): PageAssets => {
    const chunks = staticChunks(manifest, modules, entryFiles);
    const styles = new Set(chunks.flatMap((chunk) => chunk.css ?? []).filter((css) => !entryFiles.has(css)));
    return {
      styles: [...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('\n    '),
      scripts: scriptStarter([...entry, ...chunks].map(({ file }) => `/${file}`)),
    };
  };
  // The manifest never changes while the server runs: each route's assets are worked out once.
  const known = new Map<string, PageAssets>();
  return (modules) => {
    const key = modules.join('\n');
    let assets = known.get(key);
    if (assets === undefined) known.set(key, (assets = assetsOf(modules)));
    return assets;
  };
}
