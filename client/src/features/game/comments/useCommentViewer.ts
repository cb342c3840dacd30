import { useQuery } from '@apollo/client/react';

import { mayAccess } from '../../../../../shared/access/roles.ts';
import { useSession } from '../../../lib/session.ts';
import { CommentViewerQuery } from './queries.ts';

export interface CommentViewer {
  signedIn: boolean;
  /** A moderator or admin as the server names the role (never the role kept in the browser). */
  staff: boolean;
  /** The name on the account's comments; null until set, undefined until the server answered. */
  displayName: string | null | undefined;
}

/** Who reads the comments: anonymous, a signed-in user, or staff who may hide and delete any. */
export function useCommentViewer(): CommentViewer {
  const signedIn = useSession() !== null;
  const { data } = useQuery(CommentViewerQuery, { skip: !signedIn });
  const me = signedIn ? data?.me : undefined;
  return {
    signedIn,
    staff: mayAccess(me?.role, 'moderation'),
    displayName: me === undefined ? undefined : (me?.displayName ?? null),
  };
}
