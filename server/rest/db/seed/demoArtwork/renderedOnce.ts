import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Keeps each rendered picture on disk under the hash of its SVG, so that a machine renders the
 * demo artwork once (about 20 s of one core) rather than at every fresh seed: a reset data
 * directory, each test server. The SVG is the whole input, so a changed picture gets a new name.
 */
export function renderedOnce(
  svg: string,
  render: (svg: string) => Promise<Buffer>,
  directory = path.join(tmpdir(), 'gamevault-demo-artwork'),
): Promise<Buffer> {
  const file = path.join(directory, `${createHash('sha256').update(svg).digest('hex')}.webp`);
  try {
    return Promise.resolve(readFileSync(file));
  } catch {
    return render(svg).then((picture) => {
      try {
        mkdirSync(directory, { recursive: true });
        // Written beside and renamed, so a process seeding at the same time never reads half a file.
        const partial = `${file}.${process.pid}.partial`;
        writeFileSync(partial, picture);
        renameSync(partial, file);
      } catch {
        // A read-only or full disk only costs the next seed the rendering again.
      }
      return picture;
    });
  }
}
