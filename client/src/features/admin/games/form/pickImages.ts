/** The picked files that are images, no more than `room`; and how many were left out. */
export function pickImages(files: readonly File[], room: number): { taken: File[]; skipped: number } {
  const images = files.filter((file) => file.type.startsWith('image/'));
  const taken = images.slice(0, Math.max(0, room));
  return { taken, skipped: files.length - taken.length };
}
