import { createHash } from 'node:crypto';

export interface PageParts {
  head: string;
  html: string;
  state: string;
  /** The script tags that start the page (see `scriptStarter`). */
  scripts: string;
}

/** An inline script's CSP source (`'sha256-…'`). */
export function scriptHash(scriptElement: string): string {
  const body = scriptElement.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
  return `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
}

/** Fills the placeholders of the built index.html. */
export function fillTemplate(template: string, colorSchemeScript: string, parts: PageParts): string {
  return template
    .replace('<!--app-head-->', () => parts.head)
    .replace('<!--app-color-scheme-->', () => colorSchemeScript)
    .replace('<!--app-html-->', () => parts.html)
    .replace('<!--app-state-->', () => parts.state)
    .replace('<!--app-scripts-->', () => parts.scripts);
}
