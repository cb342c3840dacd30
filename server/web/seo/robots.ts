import type { RequestHandler } from 'express';

import { requestOrigin } from '../origins/requestOrigin.ts';

/** `/robots.txt`: account, sign-in and admin pages stay out of search engines. */
export function robots(publicUrl: string | undefined): RequestHandler {
  return (req, res) => {
    const lines = [
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /account',
      'Disallow: /login',
      'Disallow: /register',
      'Disallow: /forgot-password',
      'Disallow: /reset-password',
      'Disallow: /undo-email-change',
      'Disallow: /verify-email',
      'Disallow: /graphql',
      'Disallow: /api/',
      '',
      `Sitemap: ${new URL('/sitemap.xml', requestOrigin(req, publicUrl)).toString()}`,
    ];
    res
      .type('text/plain')
      .setHeader('Cache-Control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`);
  };
}
