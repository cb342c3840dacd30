import type { CallerRestClient } from './restClient.ts';

interface Message {
  message: string;
}

/** Messages from visitors to the site's staff: contact messages, issue reports, the newsletter. */
export function supportApi(rest: CallerRestClient) {
  const post = (path: string, json: unknown) => rest.request<Message>(path, { method: 'POST', json });
  return {
    addContactMessage: (json: unknown) => post('/submit_contact.php', json),
    addIssueReport: (json: unknown) => post('/submit_issue_report.php', json),
    subscribe: (email: string) => post('/newsletter.php?action=subscribe', { email }),
  };
}
