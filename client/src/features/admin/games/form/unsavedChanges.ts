/** The question before a game form with unsaved changes closes. */
export const unsavedChanges = {
  title: 'Discard unsaved changes?',
  message: 'This game has changes that are not saved. Close the form and lose them?',
  confirmLabel: 'Discard',
  danger: true,
} as const;
