/** SPEC 9: a slide every 5 seconds. */
export const slideDelayMs = 5000;
