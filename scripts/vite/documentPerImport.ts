import type { Plugin } from 'vite';

const documentModule = /\/(?:queries|mutations|fragments)\.ts(?:\?document=\w+)?$/;
const documentCopy = /\?document=(\w+)$/;
const namedImport = /import\s*\{([^}]*)\}\s*from\s*'([^']+\/(?:queries|mutations|fragments)\.ts)';/g;

interface Declaration {
  name: string;
  start: number;
  end: number;
}

/** Top-level `export const Name = ...` statements of a compiled document module. */
function exportedConstants(program: { body: unknown[] }): Declaration[] {
  const found: Declaration[] = [];
  for (const node of program.body as {
    type: string;
    start: number;
    end: number;
    declaration?: { type: string; declarations?: { id: { type: string; name?: string } }[] } | null;
  }[]) {
    const declarator = node.declaration?.declarations?.[0];
    if (
      node.type === 'ExportNamedDeclaration' &&
      declarator?.id.type === 'Identifier' &&
      declarator.id.name
    ) {
      found.push({ name: declarator.id.name, start: node.start, end: node.end });
    }
  }
  return found;
}

/**
 * A feature keeps its GraphQL documents in one `queries.ts`, `mutations.ts` or `fragments.ts`, but a
 * module lands in a chunk whole: a page that used one query would ship its feature's every query.
 * Each named import of a document module becomes an import of its own copy of that module
 * (`queries.ts?document=Name`), and the copy keeps only `Name` and the fragments it spreads, so each
 * document lands in the chunks that use it and nowhere else.
 */
export const documentPerImport = (): Plugin[] => [
  {
    name: 'gamevault-document-per-import',
    enforce: 'pre',
    // Documents are plain data: a copy that nothing uses can be dropped whole.
    async resolveId(source, importer, options) {
      if (!documentModule.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && { ...resolved, moduleSideEffects: false };
    },
    transform(code, id) {
      if (!id.includes('/client/src/')) return null;
      const split = code.replace(namedImport, (_statement, names: string, from: string) =>
        names
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name && !name.startsWith('type '))
          .map((name) => `import { ${name} } from '${from}?document=${name.split(/\s+as\s+/)[0]}';`)
          .join('\n'),
      );
      return split === code ? null : { code: split, map: null };
    },
  },
  {
    name: 'gamevault-document-copy',
    enforce: 'post',
    transform(code, id) {
      const wanted = documentCopy.exec(id)?.[1];
      if (!wanted) return null;
      const declarations = exportedConstants(this.parse(code));
      const keep = new Set([wanted]);
      // A kept document keeps the fragments it spreads, and theirs in turn.
      for (let grew = true; grew;) {
        grew = false;
        for (const { name, start, end } of declarations) {
          if (!keep.has(name)) continue;
          const text = code.slice(start, end);
          for (const other of declarations) {
            if (!keep.has(other.name) && new RegExp(`\\b${other.name}\\b`).test(text)) {
              keep.add(other.name);
              grew = true;
            }
          }
        }
      }
      let copy = code;
      for (const { name, start, end } of declarations.toReversed()) {
        if (!keep.has(name)) copy = copy.slice(0, start) + copy.slice(end);
      }
      return { code: copy, map: null };
    },
  },
];
