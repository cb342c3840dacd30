import type { Request } from 'express';

import { reportKinds, reportStatuses } from '../../../shared/validation/choices.ts';
import { choiceParam, wholeNumberParam } from '../express/requestParams.ts';
import type { ReportFilter } from '../repositories/reportsRepository.ts';
import { maxId } from '../validation/ids.ts';

const defaultReportPageSize = 50;
const maxReportPageSize = 100;

/** `status`, `kind`, `offset` and `limit` of `GET reports.php`; each wrong one is a 400 that names it. */
export function reportQuery(req: Request): ReportFilter {
  return {
    status: choiceParam(req, 'status', reportStatuses),
    kind: choiceParam(req, 'kind', reportKinds),
    offset: wholeNumberParam(req, 'offset', { fallback: 0, min: 0, max: maxId }),
    limit: wholeNumberParam(req, 'limit', {
      fallback: defaultReportPageSize,
      min: 1,
      max: maxReportPageSize,
    }),
  };
}
