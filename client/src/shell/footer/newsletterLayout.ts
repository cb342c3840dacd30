/** The box of the newsletter's field and button, also kept by its placeholder while they load. */
export const newsletterFieldsBox = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: 1,
  flex: '1 1 320px',
  maxWidth: 480,
  minHeight: 40,
} as const;
