import type { CallerRestClient } from './restClient.ts';

interface Message {
  message: string;
}

/** Messages from visitors to the site's staff: contact messages, issue reports, the newsletter. */
export function supportApi(rest: CallerRestClient) {
  const post = (path: string, json: unknown, idempotencyKey?: string) =>
    rest.request<Message>(path, { method: 'POST', json, idempotencyKey });
  return {
    addContactMessage: (json: unknown, key?: string) => post('/submit_contact.php', json, key),
    addIssueReport: (json: unknown, key?: string) => post('/submit_issue_report.php', json, key),
    subscribe: (email: string, key?: string) => post('/newsletter.php?action=subscribe', { email }, key),
  };
}
