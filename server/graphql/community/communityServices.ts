import type { Logger } from 'pino';

import type { DownloadWindow } from '../datasources/communityApi.ts';
import { communityApi } from '../datasources/communityApi.ts';
import type { CallerRestClient } from '../datasources/restClient.ts';
import { hasErrorCode } from '../errors.ts';
import { communityReads } from './communityReads.ts';
import type { CommunityEndpoint, ProbeResult } from './featureAvailability.ts';
import { communityEndpoints, featureAvailability, saysMissing } from './featureAvailability.ts';

/**
 * Asks an endpoint something only a missing endpoint answers with a 404: anonymous reads that need
 * no game (the site's figures, a comment list without a game, the staff's reports).
 */
async function probeEndpoint(anonymous: CallerRestClient, endpoint: CommunityEndpoint): Promise<ProbeResult> {
  const query: Record<string, string> = endpoint === 'community' ? { action: 'stats' } : {};
  try {
    await anonymous.request(communityEndpoints[endpoint], { query });
    return 'present';
  } catch (error) {
    if (saysMissing(error)) return 'missing';
    if (hasErrorCode(error, 'UPSTREAM_UNAVAILABLE', 'OUTCOME_UNKNOWN')) return 'unknown';
    // Refused for want of a game, a token or a role: the endpoint is there.
    return 'present';
  }
}

/** What the community features share between requests: which endpoints exist, and the site's figures. */
export function communityServices(anonymous: CallerRestClient, log: Logger) {
  const features = featureAvailability({ probe: (endpoint) => probeEndpoint(anonymous, endpoint), log });
  const community = communityApi(anonymous);
  const reads = communityReads({
    stats: () => features.guard('community', community.stats, () => null),
    topDownloads: (window: DownloadWindow) =>
      features.guard(
        'community',
        () => community.topDownloads(window),
        () => null,
      ),
  });
  return { features, reads };
}
