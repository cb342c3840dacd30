/** The widths the image endpoint renders; pages pick from these in their srcset. */
export const imageWidths = [160, 320, 480, 640, 960, 1280, 1920] as const;

export type ImageWidth = (typeof imageWidths)[number];

export const isImageWidth = (value: number): value is ImageWidth =>
  (imageWidths as readonly number[]).includes(value);
