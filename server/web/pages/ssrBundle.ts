import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import type { DocumentNode, FormattedExecutionResult } from 'graphql';

/** One GraphQL operation run in this process on behalf of the visitor whose page is rendered. */
export type ExecuteOperation = (request: {
  query: DocumentNode;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}) => Promise<FormattedExecutionResult>;

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; head: string; html: string; state: string; modules: string[] };

/** What the client's server entry (`client/src/entry-server.tsx`, built to dist/ssr) exports. */
export interface SsrBundle {
  render(request: {
    url: string;
    origin: string;
    executeOperation: ExecuteOperation;
    signal?: AbortSignal;
  }): Promise<RenderResult>;
  colorSchemeScript: string;
}

export interface BuiltClient {
  template: string;
  bundle: SsrBundle;
}

/** The built page template and server entry, or undefined when the client has not been built. */
export async function loadBuiltClient(clientDir: string, ssrDir: string): Promise<BuiltClient | undefined> {
  const templateFile = path.join(clientDir, 'index.html');
  const entryFile = path.join(ssrDir, 'entry-server.js');
  if (!existsSync(templateFile) || !existsSync(entryFile)) return undefined;
  const bundle = (await import(pathToFileURL(entryFile).href)) as SsrBundle;
  return { template: readFileSync(templateFile, 'utf8'), bundle };
}
