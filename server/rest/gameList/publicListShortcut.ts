import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

import type { EncodedBody } from '../../answers/encodedBody.ts';
import { hasBody } from '../../transport/bodyDeadlines.ts';
import type { PreparedHeaders } from './preparedAnswer.ts';
import { prepareHeaders, readyForm, sendPrepared } from './preparedAnswer.ts';

export const publicListPath = '/api/games.php';

export interface PublicListShortcutDeps {
  /** The current public list, when it is built and needs no database check first. */
  currentList: () => EncodedBody | undefined;
  /** Every header the Express chain gives this answer before the body's own. */
  headers: OutgoingHttpHeaders;
  /** What the Express chain does for every request before it answers: its id and access log. */
  everyRequest: (req: IncomingMessage, res: ServerResponse) => void;
  /** Counts an answer in the metrics, as the Express chain does when its answer is sent. */
  countAnswer: (status: number, seconds: number) => void;
}

/**
 * The anonymous `GET /api/games.php`, the REST service's busiest read, answered before Express
 * when its body is ready: Express's chain costs more per request than sending the list's bytes
 * (docs/performance.md). The answer is the one the Express route gives, headers included (a test
 * holds the two equal). Returns false, having written nothing, for any other request.
 */
export function publicListShortcut({
  currentList,
  headers,
  everyRequest,
  countAnswer,
}: PublicListShortcutDeps) {
  // Headers are gathered and flattened once per list and encoding (Node still checks each per answer).
  let preparedFor: EncodedBody | undefined;
  let prepared = new Map<string, PreparedHeaders>();
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' || req.url !== publicListPath || req.headers.authorization !== undefined) {
      return false;
    }
    // A GET with a body goes the long way: the JSON parser there says what it makes of it.
    if (hasBody(req)) return false;
    const list = currentList();
    const form = list && readyForm(req, list);
    // Identity answers, which browsers do not ask for, go the long way.
    if (!list || !form || form.encoding === 'identity') return false;
    if (list !== preparedFor) {
      preparedFor = list;
      prepared = new Map();
    }
    let answerHeaders = prepared.get(form.encoding);
    if (!answerHeaders) {
      answerHeaders = prepareHeaders(list, form, headers);
      prepared.set(form.encoding, answerHeaders);
    }
    const started = performance.now();
    everyRequest(req, res);
    // The whole answer is handed to the socket here: counted at once, with no 'finish' listener.
    const status = sendPrepared(req, res, list, form, answerHeaders);
    countAnswer(status, (performance.now() - started) / 1000);
    return true;
  };
}
