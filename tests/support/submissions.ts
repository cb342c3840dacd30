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
