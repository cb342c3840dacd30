import { expect, test } from '@playwright/test';

import { GamePage } from './pages/GamePage.ts';

interface FocusStop {
  name: string;
  outlineStyle: string;
  outlineWidth: number;
  /** Contrast of the ring against the page's background (WCAG 2.4.11 asks 3:1). */
  contrast: number;
}

/** What the keyboard's focus shows on the element that has it. */
function focusStop(): FocusStop | null {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return null;
  const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const luminance = (color: string) => {
    const [r = 0, g = 0, b = 0] = channels(color).map((value) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  // A text field's ring is drawn around its frame, not around the text inside it.
  let ringed: HTMLElement | null = element;
  for (let up = 0; ringed && up < 3 && getComputedStyle(ringed).outlineStyle === 'none'; up += 1) {
    ringed = ringed.parentElement;
  }
  const style = getComputedStyle(
    ringed && getComputedStyle(ringed).outlineStyle !== 'none' ? ringed : element,
  );
  const ring = luminance(style.outlineColor);
  const page = luminance(getComputedStyle(document.body).backgroundColor);
  return {
    name: (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName).trim().slice(0, 40),
    outlineStyle: style.outlineStyle,
    outlineWidth: parseFloat(style.outlineWidth),
    contrast: (Math.max(ring, page) + 0.05) / (Math.min(ring, page) + 0.05),
  };
}

for (const scheme of ['light', 'dark'] as const) {
  test(`every control from the header to Download Game shows a focus ring in the ${scheme} theme`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const game = new GamePage(page);
    await game.openReady('zero-ad');
    const stops: FocusStop[] = [];
    for (let press = 0; press < 80; press += 1) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(focusStop);
      if (!stop) continue;
      stops.push(stop);
      if (stop.name === 'Download Game') break;
    }
    const names = stops.map((stop) => stop.name);
    for (const control of ['Search games', 'Star', 'Share', 'Report', 'Download Game']) {
      expect(names.some((name) => name.startsWith(control))).toBe(true);
    }
    for (const stop of stops) {
      expect({ ...stop, visible: stop.outlineStyle !== 'none' && stop.outlineWidth >= 2 }).toEqual({
        ...stop,
        visible: true,
      });
      expect({ name: stop.name, contrastAtLeast3: stop.contrast >= 3 }).toEqual({
        name: stop.name,
        contrastAtLeast3: true,
      });
    }
  });
}
