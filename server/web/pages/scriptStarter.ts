import { scriptHash } from './pageTemplate.ts';

/**
 * Requests the page's scripts (entry first, then preloads) once the page has loaded and painted, or
 * after 3 s if an image holds the load event back. A server-rendered page is whole without them;
 * requested during load, they would share a phone's bandwidth with its largest image. The client
 * shell (an empty root: sign-in, account and console pages) has nothing to paint first: it starts
 * them at once. Each request is a task of its own: while the browser records a trace (DevTools,
 * Lighthouse), starting a request costs 2 to 4 ms, and a dozen in one task made a long task.
 */
const starterSource = `{
  const files = document.currentScript.dataset.files.split(' ');
  let started = false;
  const request = (index) => {
    const file = files[index];
    if (!file) return;
    const element = document.createElement(index === 0 ? 'script' : 'link');
    if (index === 0) Object.assign(element, { type: 'module', src: file });
    else Object.assign(element, { rel: 'modulepreload', href: file });
    element.crossOrigin = '';
    document.head.append(element);
    setTimeout(() => request(index + 1));
  };
  const start = () => {
    if (started) return;
    started = true;
    request(0);
  };
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start));
  if (!document.getElementById('root')?.hasChildNodes()) start();
  else if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
  setTimeout(start, 3000);
}`;

/** The starter's CSP source: an inline script allowed by its hash. */
export const scriptStarterHash = scriptHash(`<script>${starterSource}</script>`);

/** The starter for `files` (site paths such as `/assets/main-1a2b.js`): the entry, then what it imports. */
export function scriptStarter(files: readonly string[]): string {
  if (files.some((file) => !/^\/[\w./-]+\.js$/.test(file)))
    throw new Error(`Not a script path: ${files.join(' ')}`);
  return `<script data-files="${files.join(' ')}">${starterSource}</script>`;
}
