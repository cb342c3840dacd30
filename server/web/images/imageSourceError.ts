/** An image source refused (400), missing (404) or out of reach (502): answered with its text. */
export class ImageSourceError extends Error {
  readonly status: 400 | 404 | 502;
  constructor(status: 400 | 404 | 502, message: string) {
    super(message);
    this.status = status;
  }
}
