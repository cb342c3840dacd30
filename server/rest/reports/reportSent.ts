/**
 * The answer to a report of a game or a comment (SPEC 2.8's success text). Kept here, not in
 * shared/validation/messages.ts, while the client's Report dialog still writes it as a literal:
 * it moves there when the dialog sends its report to the server.
 */
export const reportSent = 'Report submitted successfully!';
