import '../scripts/node24.mjs';

import { benchAbuseLoad } from './abuseLoad.ts';
import { benchGraphqlQueries } from './graphqlQueries.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchProfileCache } from './profileCache.ts';
import { benchRestGameList } from './restGameList.ts';
import { benchUploads, printUploads } from './uploadLoad.ts';

const rest = await benchRestGameList();
console.log(`\nGET /api/games.php, ${rest.games} games, gzip body ${(rest.gzipBytes / 1024).toFixed(0)} KiB`);
console.table({ 'Gamevault REST': rest.ours, 'plain node:http, same bytes': rest.baseline });
console.log(`ratio (ours / baseline requests per second): ${rest.ratio.toFixed(2)}`);

const graphql = await benchGraphqlQueries();
console.log('\nGraphQL, 2000 games, warm cache');
console.table(graphql.results);
console.log(`ratio (our games page / bare Apollo, requests per second): ${graphql.ratio.toFixed(2)}`);

console.log('\nGraphQL games page (50) for a signed-in visitor, without and with the profile cache');
console.table(await benchProfileCache());

const abuse = await benchAbuseLoad();
console.log('\nGames page (100) at 100 requests/s, alone and beside login and query-limit floods');
console.table({ quiet: abuse.quiet, 'under attack': abuse.underAttack });
console.log('wrong-password logins (50/s from 5 addresses), answers by status:', abuse.loginAnswers);
console.log(
  `requests past the GraphQL limits (20/s), answers by status: ${JSON.stringify(abuse.abuseAnswers)}, ` +
    `p95 ${abuse.abuseP95Ms} ms, slowest ${abuse.slowestAbuseMs} ms`,
);

printUploads(await benchUploads());

console.log('\nLighthouse, mobile preset, median of 3 (production build, demo catalogue)');
console.table(await benchLighthouse());
