import { GraphQLError, GraphQLScalarType } from 'graphql';

/** A file of a multipart GraphQL request, placed into the variables by `multipartRequest`. */
export class FileUpload {
  readonly filename: string;
  readonly mimetype: string;
  readonly buffer: Buffer;

  constructor(filename: string, mimetype: string, buffer: Buffer) {
    this.filename = filename;
    this.mimetype = mimetype;
    this.buffer = buffer;
  }
}

const refuse = () => {
  throw new GraphQLError('Upload values come only from a multipart request', {
    extensions: { code: 'BAD_USER_INPUT' },
  });
};

/** Accepts only files the multipart parser put there; a JSON value can never pass for one. */
export const uploadScalar = new GraphQLScalarType<FileUpload, never>({
  name: 'Upload',
  parseValue: (value) => (value instanceof FileUpload ? value : refuse()),
  parseLiteral: refuse,
  serialize: refuse,
});
