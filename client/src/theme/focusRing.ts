/**
 * What shows where the keyboard is (WCAG 2.4.7, 2.4.11): 3 px in the scheme's primary colour, drawn
 * outside the control, where it stands against the page's background at well over 3:1 in both schemes.
 */
export const focusRing = {
  outline: '3px solid var(--mui-palette-primary-main)',
  outlineOffset: '2px',
} as const;
