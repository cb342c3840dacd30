import type { Request, RequestHandler, Response } from 'express';

import type { Viewer } from '../auth/viewer.ts';
import { requireViewer } from '../auth/viewer.ts';
import { badRequest, HttpError } from './HttpError.ts';
import { queryParam } from './requestParams.ts';

/** One `?action=` of an endpoint that acts for the signed-in caller only. */
export type ViewerAction = (viewer: Viewer, req: Request, res: Response) => Promise<void>;

/**
 * The GET and POST handlers of a `?action=` endpoint for the signed-in caller: reads answer GET,
 * writes answer POST; an action asked for with the other method is 405, an unknown one 400 with
 * `unknownAction`.
 */
export function viewerActions(
  reads: Record<string, ViewerAction>,
  writes: Record<string, ViewerAction>,
  unknownAction: string,
): { get: RequestHandler; post: RequestHandler } {
  const handle =
    (actions: Record<string, ViewerAction>, others: Record<string, ViewerAction>): RequestHandler =>
    async (req, res) => {
      const viewer = requireViewer(res);
      const name = queryParam(req, 'action') ?? '';
      const action = Object.hasOwn(actions, name) ? actions[name] : undefined;
      if (action) return action(viewer, req, res);
      if (Object.hasOwn(others, name)) throw new HttpError(405, 'Method not allowed for this action');
      throw badRequest(unknownAction);
    };
  return { get: handle(reads, writes), post: handle(writes, reads) };
}
