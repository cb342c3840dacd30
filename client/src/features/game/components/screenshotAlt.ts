/** "Screenshot 2 of 0 A.D.": the alt text of a screenshot, in the grid and the lightbox. */
export const screenshotAlt = (index: number, title: string) => `Screenshot ${index + 1} of ${title}`;
