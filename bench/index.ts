import '../scripts/node24.mjs';
import { benchGraphqlQueries } from './graphqlQueries.ts';
import { benchRestGameList } from './restGameList.ts';

const rest = await benchRestGameList();
console.log(`\nGET /api/games.php, ${rest.games} games, gzip body ${(rest.gzipBytes / 1024).toFixed(0)} KiB`);
console.table({ 'Gamevault REST': rest.ours, 'plain node:http, same bytes': rest.baseline });
console.log(`ratio (ours / baseline requests per second): ${rest.ratio.toFixed(2)}`);

const graphql = await benchGraphqlQueries();
console.log('\nGraphQL, 2000 games, warm cache');
console.table(graphql.results);
console.log(`ratio (our games page / bare Apollo, requests per second): ${graphql.ratio.toFixed(2)}`);
