import type { TestService } from './service.ts';

/** A valid body for POST /api/submit_dmca.php. */
export const dmcaNotice = {
  title: 'Unlicensed copy of Nebula Drift',
  url: 'https://downloads.example.net/nebula-drift',
  company: 'Nebula Works Ltd',
  name: 'Jane Holder',
  description: 'This page offers our commercial game without a licence.',
  email: 'legal@nebula.example',
};

/** A valid body for POST /api/submit_game_request.php. */
export const gameRequest = {
  game_title: 'OpenTTD',
  platform: 'PC',
  release_year: 2004,
  requester_email: 'fan@players.example',
  additional_info: '',
};

/** A valid body for POST /api/submit_contact.php. */
export const contactMessage = {
  name: 'Robin Player',
  email: 'robin@players.example',
  subject: 'Mirror for large downloads',
  message: 'Could you add a second mirror for the larger games?',
};

/** A valid body for POST /api/submit_issue_report.php. */
export const issueReport = {
  game_name: 'SuperTuxKart',
  issue_type: 'Game Crashes',
  description: 'The game closes while loading the second track.',
  system_specs: 'Windows 11, Ryzen 5 5600, 16 GB RAM, GTX 1660',
  email: 'tester@players.example',
};

/** A valid body for POST /api/newsletter.php?action=subscribe (and unsubscribe). */
export const newsletterSubscription = { email: 'reader@players.example' };

/** A valid body for POST /api/submit_report.php, but for its `gameId`. */
export const gameReport = {
  reason: 'Broken Download',
  description: 'The download link answers 404 since yesterday.',
  email: 'reporter@players.example',
  url: 'https://gamevault.example/game/supertuxkart',
};

/**
 * The contact messages and issue reports the service holds (rows of its `reports` table), newest
 * first, under the field names of their forms.
 */
export async function storedSubmissions(service: TestService) {
  const { reports } = service.running.app.rest;
  const stamps = (row: { id: number; status: string; created_at: string; updated_at: string }) => ({
    id: row.id,
    status: row.status,
    created_at: row.created_at,
    updated_at: row.updated_at,
  });
  return {
    contactMessages: (await reports.ofKind('contact')).map((row) => ({
      ...stamps(row),
      name: row.name,
      email: row.email,
      subject: row.reason,
      message: row.description,
    })),
    issueReports: (await reports.ofKind('issue')).map((row) => ({
      ...stamps(row),
      game_name: row.game_name,
      issue_type: row.reason,
      description: row.description,
      system_specs: row.system_specs,
      email: row.email,
    })),
  };
}
