/**
 * An image source refused (400), missing (404), out of reach (502) or not a readable image (422):
 * answered with its text.
 */
export class ImageSourceError extends Error {
  readonly status: 400 | 404 | 422 | 502;
  constructor(status: 400 | 404 | 422 | 502, message: string) {
    super(message);
    this.status = status;
  }
}
