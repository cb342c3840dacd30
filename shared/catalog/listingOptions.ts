import type { TimeWindow } from './timeWindows.ts';

/** The orders a listing offers, as the GraphQL schema's `GameSort` names them. */
type ListingSort = 'NEWEST' | 'POPULAR' | 'RATING' | 'TITLE';

/** A choice of a listing page: its value in the address, its label, and what it asks the API for. */
export interface OrderOption {
  value: string;
  label: string;
  sort: ListingSort;
}

export interface PeriodOption {
  value: string;
  label: string;
  window: TimeWindow;
}

/** SPEC 2.9: the genre page's orders; the first is the default. */
export const genreOrders: readonly [OrderOption, ...OrderOption[]] = [
  { value: 'popular', label: 'Most Popular', sort: 'POPULAR' },
  { value: 'rating', label: 'Highest Rated', sort: 'RATING' },
  { value: 'newest', label: 'Newest First', sort: 'NEWEST' },
  { value: 'title', label: 'Title A-Z', sort: 'TITLE' },
];

/** SPEC 2.10: the latest page's orders; the first is the default. */
export const latestOrders: readonly [OrderOption, ...OrderOption[]] = [
  { value: 'newest', label: 'Newest First', sort: 'NEWEST' },
  { value: 'popular', label: 'Most Popular', sort: 'POPULAR' },
  { value: 'rating', label: 'Top Rated', sort: 'RATING' },
];

/** SPEC 2.10: the latest page's time filters. */
export const latestPeriods: readonly [PeriodOption, ...PeriodOption[]] = [
  { value: 'all', label: 'All Time', window: 'ALL' },
  { value: 'week', label: 'Past week', window: 'WEEK' },
  { value: 'month', label: 'Past month', window: 'MONTH' },
  { value: 'year', label: 'Past year', window: 'YEAR' },
];

/** SPEC 2.12: the top downloads page's time filters. */
export const topDownloadsPeriods: readonly [PeriodOption, ...PeriodOption[]] = [
  { value: 'all', label: 'All Time', window: 'ALL' },
  { value: 'week', label: 'This Week', window: 'WEEK' },
  { value: 'month', label: 'This Month', window: 'MONTH' },
  { value: 'year', label: 'This Year', window: 'YEAR' },
];
