/** The platforms the admin form suggests, with the names every page shows for them (SPEC 2.8). */
export const platforms = [
  { id: 'windows', label: 'Windows' },
  { id: 'mac', label: 'Mac' },
  { id: 'linux', label: 'Linux' },
  { id: 'meta quest', label: 'Meta Quest' },
] as const;
