import '../scripts/node24.mjs';
import { benchRestGameList } from './restGameList.ts';

const rest = await benchRestGameList();
console.log(`\nGET /api/games.php, ${rest.games} games, gzip body ${(rest.gzipBytes / 1024).toFixed(0)} KiB`);
console.table({
  'Gamevault REST': rest.ours,
  'plain node:http, same bytes': rest.baseline,
});
console.log(`ratio (ours / baseline requests per second): ${rest.ratio.toFixed(2)}`);
