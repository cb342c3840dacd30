import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The rules whose outcome depends on the colour scheme; every other rule reads the same page. */
const colourRules = ['color-contrast', 'link-in-text-block'];

async function seriousViolations(builder: AxeBuilder, scheme: string): Promise<string[]> {
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${scheme}: ${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

/** Emulates `scheme` and waits until the page shows it (the scheme class on <html>). */
async function showScheme(page: Page, scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme });
  await expect.poll(() => page.evaluate(() => document.documentElement.className)).toContain(scheme);
}

/**
 * Accessibility problems of serious or critical impact on the page as it is now (WCAG 2.2 AA), in
 * both colour schemes: every rule in the scheme it shows, then the colour rules in the other one,
 * after which it shows the first scheme again.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const shown = (await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches))
    ? 'dark'
    : 'light';
  const other = shown === 'dark' ? 'light' : 'dark';
  const problems = await seriousViolations(new AxeBuilder({ page }).withTags(tags), shown);
  await showScheme(page, other);
  problems.push(...(await seriousViolations(new AxeBuilder({ page }).withRules(colourRules), other)));
  await showScheme(page, shown);
  return problems;
}
