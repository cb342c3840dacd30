import { GraphQLScalarType } from 'graphql';

import type { TempUploads } from '../../transport/tempUploads.ts';
import { apiError } from '../errors.ts';

/**
 * A file of a multipart GraphQL request, placed into the variables by `multipartRequest`. It waits
 * on disk, in its request's temporary directory, and is read from there when sent on.
 */
export class FileUpload {
  readonly filename: string;
  readonly mimetype: string;
  readonly path: string;
  readonly size: number;
  readonly #request: TempUploads;

  constructor(
    filename: string,
    mimetype: string,
    file: { path: string; size: number },
    request: TempUploads,
  ) {
    this.filename = filename;
    this.mimetype = mimetype;
    this.path = file.path;
    this.size = file.size;
    this.#request = request;
  }

  /** Keeps the file on disk until the returned function is called. */
  hold(): () => void {
    return this.#request.hold();
  }
}

/** Runs `work` while the given files are kept on disk. */
export async function withUploads<T>(
  uploads: ReadonlyArray<FileUpload | null | undefined>,
  work: () => Promise<T>,
): Promise<T> {
  const releases: Array<() => void> = [];
  try {
    for (const upload of uploads) if (upload) releases.push(upload.hold());
    return await work();
  } finally {
    for (const release of releases) release();
  }
}

const refuse = () => {
  throw apiError('BAD_USER_INPUT', 'Upload values come only from a multipart request');
};

/** Accepts only files the multipart parser put there; a JSON value can never pass for one. */
export const uploadScalar = new GraphQLScalarType<FileUpload, never>({
  name: 'Upload',
  parseValue: (value) => (value instanceof FileUpload ? value : refuse()),
  parseLiteral: refuse,
  serialize: refuse,
});
