export type PegiLevel = 'green' | 'yellow' | 'orange' | 'red';

const levels: Record<string, PegiLevel> = {
  '3': 'green',
  '7': 'green',
  '12': 'yellow',
  '16': 'orange',
  '18': 'red',
};

/** "PEGI 12" or "12" → "12". */
export const pegiAge = (ageRating: string): string => ageRating.trim().replace(/^PEGI\s*/i, '');

/** The PEGI colour of an age rating (SPEC 2.8); null for ESRB values or anything else. */
export const pegiLevel = (ageRating: string): PegiLevel | null => levels[pegiAge(ageRating)] ?? null;

/**
 * Fixed label colours, the same in both themes: each pair reaches AA contrast (4.5:1 or more) on
 * its own background, so the rating reads the same on light and dark pages.
 */
export const pegiColors: Record<PegiLevel, { background: string; text: string }> = {
  green: { background: '#1b7a3a', text: '#ffffff' },
  yellow: { background: '#facc15', text: '#1a1a1a' },
  orange: { background: '#c2410c', text: '#ffffff' },
  red: { background: '#b3261e', text: '#ffffff' },
};
