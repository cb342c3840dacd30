/**
 * Texts of API answers that the browser's first load shows too. Kept apart from `messages.ts` so
 * that the client's entry chunk does not carry every validation text.
 */
export const answerTexts = {
  serviceUnavailable: 'The game service is unavailable. Please try again later.',
  gameNotFound: 'Game not found',
} as const;
