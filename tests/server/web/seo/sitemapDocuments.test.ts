import { describe, expect, test } from '@jest/globals';

import {
  maxUrlsPerFile,
  planSitemap,
  sitemapDocuments,
} from '../../../../server/web/seo/sitemapDocuments.ts';
import type { SitemapUrl } from '../../../../server/web/seo/sitemapUrls.ts';

const origin = 'https://games.example.org';

const urls = (count: number): SitemapUrl[] =>
  Array.from({ length: count }, (_, index) => ({
    path: `/game/g-${index + 1}`,
    lastmod: `2025-01-${String((index % 28) + 1).padStart(2, '0')}`,
  }));

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

const sitemapPaths = (xml: string) =>
  [...xml.matchAll(/<sitemap><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/sitemap>/g)].map(
    (match) => ({ loc: match[1], lastmod: match[2] }),
  );

describe('sitemapDocuments', () => {
  test('the protocol allows 50,000 addresses per file', () => {
    expect(maxUrlsPerFile).toBe(50_000);
  });

  test('up to the limit it is one urlset with every address, and no parts', () => {
    const documents = sitemapDocuments(planSitemap(urls(5), 5), origin);
    expect(documents.parts).toEqual([]);
    expect(documents.main).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...urls(5).map(
          (url) => `  <url><loc>${origin}${url.path}</loc><lastmod>${url.lastmod}</lastmod></url>`,
        ),
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  test('one address past the limit makes an index of two parts, the second holding that one', () => {
    const documents = sitemapDocuments(planSitemap(urls(6), 5), origin);
    expect(documents.main).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n/,
    );
    expect(documents.main.endsWith('</sitemapindex>\n')).toBe(true);
    expect(documents.main).not.toContain('<url>');
    expect(sitemapPaths(documents.main).map((entry) => entry.loc)).toEqual([
      `${origin}/sitemap-1.xml`,
      `${origin}/sitemap-2.xml`,
    ]);
    expect(documents.parts.map(locsOf)).toEqual([
      urls(5).map((url) => `${origin}${url.path}`),
      [`${origin}/game/g-6`],
    ]);
    for (const part of documents.parts) {
      expect(part).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    }
  });

  test('parts hold at most the limit, keep the order, and together hold every address once', () => {
    const all = urls(23);
    const documents = sitemapDocuments(planSitemap(all, 5), origin);
    expect(documents.parts.map((part) => locsOf(part).length)).toEqual([5, 5, 5, 5, 3]);
    expect(documents.parts.flatMap(locsOf)).toEqual(all.map((url) => `${origin}${url.path}`));
    expect(sitemapPaths(documents.main)).toHaveLength(5);
  });

  test("each part's entry in the index carries its newest lastmod, none when it has none", () => {
    const plan = planSitemap(
      [
        { path: '/', lastmod: '2025-02-01' },
        { path: '/latest', lastmod: undefined },
        { path: '/game/a', lastmod: '2025-03-09' },
        { path: '/faq', lastmod: undefined },
        { path: '/contact', lastmod: undefined },
      ],
      3,
    );
    expect(sitemapPaths(sitemapDocuments(plan, origin).main)).toEqual([
      { loc: `${origin}/sitemap-1.xml`, lastmod: '2025-03-09' },
      { loc: `${origin}/sitemap-2.xml`, lastmod: undefined },
    ]);
  });

  test('one plan serves every origin, each address written as new URL(path, origin) writes it', () => {
    const odd: SitemapUrl[] = [
      { path: '/', lastmod: undefined },
      { path: `/game/${encodeURIComponent('tom&jerry <"x">')}`, lastmod: undefined },
      { path: `/game/${encodeURIComponent('café/../admin')}`, lastmod: undefined },
      { path: '/game/..', lastmod: undefined },
      { path: '/game/.', lastmod: undefined },
    ];
    const escape = (text: string) =>
      text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    const plan = planSitemap(odd);
    for (const site of [origin, 'http://localhost', 'http://games.local:8080', 'http://[::1]:9000']) {
      expect(locsOf(sitemapDocuments(plan, site).main)).toEqual(
        odd.map((url) => escape(new URL(url.path, site).toString())),
      );
    }
  });
});
