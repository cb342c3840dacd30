import '../scripts/node24.mjs';

import { benchAbuseLoad } from './abuseLoad.ts';
import { benchGameCount } from './benchServer.ts';
import { benchCatalogueScale, scaleGameCount } from './catalogueScale.ts';
import { benchCommunityViews } from './communityViews.ts';
import { benchHashingFlood } from './hashingFlood.ts';
import { benchLighthouse } from './lighthouse.ts';
import { durationSeconds } from './load.ts';
import { generatorCore, loadGeneratorName, serverCore } from './loadGenerator.ts';
import { benchProfileCache } from './profileCache.ts';
import { benchSearchLibraries } from './searchLibraries.ts';
import { benchServerThroughput } from './serverThroughput.ts';
import { benchUploads, printUploads } from './uploadLoad.ts';

const throughput = await benchServerThroughput();
console.log(
  `\nThroughput at saturation, ${benchGameCount} games unless named: server on core ${serverCore}, ` +
    `${loadGeneratorName} on core ${generatorCore}; median of 3 runs of ${durationSeconds} s after a warm-up`,
);
console.table(throughput.cases);
console.table(throughput.ratios);

const scale = await benchCatalogueScale();
console.log(`\n${scaleGameCount} games (SQLite, and PostgreSQL for the start-up)`);
console.table(scale.figures);
console.table(scale.goals);

console.log('\nGraphQL games page (50) for a signed-in visitor, without and with the profile cache');
console.table(await benchProfileCache());

const views = await benchCommunityViews();
console.log('\nViews counted on SQLite (new visitors, 30-minute dedupe), server on one core');
console.table(views.cases);
console.table(views.goals);

const abuse = await benchAbuseLoad();
console.log('\nGames page (100) at 100 requests/s, alone and beside login and query-limit floods');
console.table({ quiet: abuse.quiet, 'under attack': abuse.underAttack });
console.log('wrong-password logins (50/s from 5 addresses), answers by status:', abuse.loginAnswers);
console.log(
  `requests past the GraphQL limits (20/s), answers by status: ${JSON.stringify(abuse.abuseAnswers)}, ` +
    `p95 ${abuse.abuseP95Ms} ms, slowest ${abuse.slowestAbuseMs} ms`,
);

const hashing = await benchHashingFlood();
console.log('\nReal sign-ins (4/s) beside unknown-email logins and registrations (50/s from 200 addresses)');
console.table({ 'real sign-ins': { ...hashing, floodAnswers: undefined } });
console.log('flood answers by action and status:', hashing.floodAnswers);

printUploads(await benchUploads());

console.log("\nSearch libraries: the demo catalogue's query table, then 20,000 games");
console.table(await benchSearchLibraries());

console.log('\nLighthouse, mobile preset, median (range) of 5 runs (production build, demo catalogue)');
console.table(await benchLighthouse());
