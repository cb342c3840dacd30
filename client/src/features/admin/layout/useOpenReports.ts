import { useQuery } from '@apollo/client/react';

import { AdminOpenReportCountQuery } from '../reports/queries.ts';

/**
 * How many reports wait for the staff, and whether the site keeps reports at all (a foreign
 * upstream may not). The Reports page keeps the count current after each change.
 */
export function useOpenReports(): { count: number; available: boolean } {
  const { data } = useQuery(AdminOpenReportCountQuery, { fetchPolicy: 'cache-and-network' });
  return { count: data?.openReportCount ?? 0, available: data?.communityFeatures.reports ?? true };
}
