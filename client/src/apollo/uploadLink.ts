import { ApolloLink } from '@apollo/client';
import { from, mergeMap } from 'rxjs';

/** The context flag of an operation whose variables may hold files (`{ upload: true }`). */
export interface UploadContext {
  upload?: boolean;
}

/**
 * Sends an operation marked `{ upload: true }` as a GraphQL multipart request. The multipart link
 * is loaded on its first use, so only the console (which saves game images) ever downloads it. The
 * preflight header is what the server asks of multipart requests against cross-site forgery.
 */
export function createUploadLink(): ApolloLink {
  let uploadLink: Promise<ApolloLink> | undefined;
  const load = () =>
    (uploadLink ??= import('apollo-upload-client/UploadHttpLink.mjs').then(
      ({ default: UploadHttpLink }) =>
        new UploadHttpLink({ uri: '/graphql', headers: { 'Apollo-Require-Preflight': 'true' } }),
    ));
  return new ApolloLink((operation, forward) =>
    from(load()).pipe(mergeMap((link) => link.request(operation, forward))),
  );
}

export const isUpload = (operation: ApolloLink.Operation): boolean =>
  (operation.getContext() as UploadContext).upload === true;
