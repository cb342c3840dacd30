import { isbot } from 'isbot';

const prefetch = /prefetch|prerender/i;

/**
 * Whether a page view from this request must not be counted: a crawler or link-preview fetcher
 * (by its User-Agent), or a prefetch or prerender the browser made before anyone looked
 * (`Sec-Purpose`, or the older `Purpose`).
 */
export function uncountedRequest(req: { get(name: string): string | undefined }): boolean {
  const purpose = `${req.get('sec-purpose') ?? ''} ${req.get('purpose') ?? ''}`;
  return prefetch.test(purpose) || isbot(req.get('user-agent') ?? '');
}
