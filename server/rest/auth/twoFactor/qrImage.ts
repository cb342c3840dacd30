import QRCode from 'qrcode';

/**
 * The otpauth address as a QR code, an SVG image in a data URL: the page shows it with `<img>`
 * (the CSP allows `data:` images), and nothing from it runs as markup.
 */
export async function qrImage(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
