import type { Request } from 'express';

import { requiredId, wholeNumberParam } from '../express/requestParams.ts';
import { maxId } from '../validation/ids.ts';

/** A game page shows 20 comments at a time (Show more asks for the next 20). */
const commentPageSize = 20;
const maxCommentPageSize = 50;

/** `gameId`, `offset` and `limit` of `GET comments.php`; each wrong one is a 400 that names it. */
export function commentPageQuery(req: Request) {
  return {
    gameId: requiredId(req, 'gameId'),
    offset: wholeNumberParam(req, 'offset', { fallback: 0, min: 0, max: maxId }),
    limit: wholeNumberParam(req, 'limit', { fallback: commentPageSize, min: 1, max: maxCommentPageSize }),
  };
}
