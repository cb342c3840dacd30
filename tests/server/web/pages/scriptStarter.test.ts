import { createHash } from 'node:crypto';

import { describe, expect, test } from '@jest/globals';

import { scriptStarter, scriptStarterHash } from '../../../../server/web/pages/scriptStarter.ts';

describe('the script starter', () => {
  test('names the files it starts in order, and the CSP allows its inline script by hash', () => {
    const element = scriptStarter(['/assets/main-1a2b.js', '/assets/HomePage-3c4d.js']);
    expect(element).toMatch(/^<script data-files="\/assets\/main-1a2b\.js \/assets\/HomePage-3c4d\.js">/);
    const body = element.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(scriptStarterHash).toBe(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  });

  test('refuses anything but a site path of a script, which could break out of its attribute', () => {
    expect(() => scriptStarter(['/assets/main.js" onload="alert(1)'])).toThrow('Not a script path');
    expect(() => scriptStarter(['https://elsewhere.example/main.js'])).toThrow('Not a script path');
    expect(() => scriptStarter(['/assets/site.css'])).toThrow('Not a script path');
  });
});
