/** `Cache-Control` of answers whose URL names fixed content (hashed assets, uploads, resized images). */
export const immutableForAYear = 'public, max-age=31536000, immutable';
