import { readJson, storageKeys, writeItem } from '../../../lib/browserStorage.ts';

/** What the visitor fills in and the page adds (SPEC 3, Report). */
export interface ReportInput {
  gameId: string;
  gameTitle: string;
  reason: string;
  description: string;
  email: string;
  url: string;
}

export interface Report extends ReportInput {
  id: string;
  submittedAt: string;
  status: string;
}

const isReport = (value: unknown): value is Report => {
  if (typeof value !== 'object' || value === null) return false;
  const fields = [
    'id',
    'gameId',
    'gameTitle',
    'reason',
    'description',
    'email',
    'url',
    'submittedAt',
    'status',
  ];
  return fields.every((field) => typeof (value as Record<string, unknown>)[field] === 'string');
};

const isReportList = (value: unknown): value is Report[] => Array.isArray(value) && value.every(isReport);

function createReport(input: ReportInput, id: string, now: Date): Report {
  return { ...input, id, submittedAt: now.toISOString(), status: 'pending' };
}

export const loadReports = (): Report[] => readJson(storageKeys.reports, isReportList, []);

/** Stores a new report; false when the browser refused to keep it. */
export function saveReport(input: ReportInput, now = new Date()): boolean {
  const report = createReport(
    input,
    `report_${now.getTime().toString(36)}${Math.random().toString(36).slice(2, 10)}`,
    now,
  );
  return writeItem(storageKeys.reports, JSON.stringify([...loadReports(), report]));
}
