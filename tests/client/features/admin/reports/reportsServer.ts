import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';

import {
  DeleteReportedCommentMutation,
  HideReportedCommentMutation,
  UnhideReportedCommentMutation,
  UpdateReportStatusMutation,
} from '../../../../../client/src/features/admin/reports/mutations.ts';
import { AdminReportsQuery } from '../../../../../client/src/features/admin/reports/queries.ts';
import type {
  AdminReports,
  AdminReportsVariables,
  UpdateReportStatusVariables,
} from '../../../../../client/src/graphql/__generated__/operations.ts';

export type Report = AdminReports['reports']['reports'][number];

const base: Report = {
  __typename: 'Report',
  id: '0',
  kind: 'game',
  status: 'open',
  game: null,
  gameName: '',
  comment: null,
  reason: '',
  description: '',
  email: '',
  name: '',
  systemSpecs: '',
  resolutionNote: '',
  handledBy: null,
  handledAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

/** A game report of OpenClonk, an issue report, a reported comment and a contact message: newest first. */
export const sampleReports = (): Report[] => [
  {
    ...base,
    id: '4',
    kind: 'game',
    game: { __typename: 'ReportedGame', id: '9', slug: 'openclonk', title: 'OpenClonk' },
    gameName: 'OpenClonk',
    reason: 'Broken Download',
    description: 'The mirror answers 404.',
    email: 'visitor@players.example',
    createdAt: '2026-11-24T09:30:00.000Z',
  },
  {
    ...base,
    id: '3',
    kind: 'comment',
    game: { __typename: 'ReportedGame', id: '9', slug: 'openclonk', title: 'OpenClonk' },
    gameName: 'OpenClonk',
    comment: {
      __typename: 'ReportedComment',
      id: '77',
      excerpt: '<b>Buy cheap keys</b> at spam.example',
      status: 'visible',
    },
    reason: 'Spam',
    email: 'reader@players.example',
    createdAt: '2026-11-23T09:30:00.000Z',
  },
  {
    ...base,
    id: '2',
    kind: 'issue',
    gameName: 'Some game not listed',
    reason: 'Crash on start',
    description: 'It closes before the menu shows.',
    systemSpecs: 'Debian 12, 8 GB',
    email: 'player@players.example',
    createdAt: '2026-11-22T09:30:00.000Z',
  },
  {
    ...base,
    id: '1',
    kind: 'contact',
    status: 'resolved',
    reason: 'Partnership',
    description: 'Hello from a game jam.',
    name: 'Robin',
    email: 'robin@jam.example',
    resolutionNote: 'Answered by mail.',
    handledBy: { __typename: 'ReportHandler', email: 'mod@example.com' },
    handledAt: '2026-11-21T12:00:00.000Z',
    createdAt: '2026-11-21T09:30:00.000Z',
  },
];

/**
 * The GraphQL API over `reports`: answers every filter and page, changes statuses and comments as
 * the server does, and remembers what it was asked.
 */
export function reportsServer(reports: Report[] = sampleReports()) {
  const asked: AdminReportsVariables[] = [];
  const changes: UpdateReportStatusVariables[] = [];
  const state = { failList: false, failStatus: '' };
  const list: MockLink.MockedResponse = {
    request: { query: AdminReportsQuery, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables) => {
      const { filter, offset = 0, limit = 50 } = variables as AdminReportsVariables;
      asked.push(variables as AdminReportsVariables);
      if (state.failList) return { errors: [new GraphQLError('Internal server error')] };
      const matching = reports.filter(
        (report) =>
          (!filter?.status || report.status === filter.status) &&
          (!filter?.kind || report.kind === filter.kind),
      );
      return {
        data: {
          reports: {
            __typename: 'ReportPage',
            totalCount: matching.length,
            openCount: reports.filter((report) => report.status === 'open').length,
            reports: matching.slice(offset ?? 0, (offset ?? 0) + (limit ?? 50)),
          },
        },
      };
    },
  };
  const statusChange: MockLink.MockedResponse = {
    request: { query: UpdateReportStatusMutation, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables) => {
      const change = variables as UpdateReportStatusVariables;
      changes.push(change);
      if (state.failStatus) {
        return {
          errors: [new GraphQLError(state.failStatus, { extensions: { code: 'BAD_USER_INPUT' } })],
        };
      }
      const report = reports.find((candidate) => candidate.id === change.id);
      if (report) {
        report.status = change.status;
        report.resolutionNote = change.note ?? '';
        report.handledBy = { __typename: 'ReportHandler', email: 'admin@example.com' };
        report.handledAt = '2026-11-25T08:00:00.000Z';
      }
      return { data: { updateReportStatus: { __typename: 'MessageResult', message: 'Report updated' } } };
    },
  };
  const commentOf = (id: string) => {
    const found = reports.find((report) => report.comment?.id === id)?.comment;
    if (!found) throw new Error(`No reported comment ${id}`);
    return found;
  };
  const setComment = (
    query: MockLink.MockedResponse['request']['query'],
    status: 'visible' | 'hidden',
    field: string,
  ): MockLink.MockedResponse => ({
    request: { query, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables) => {
      const comment = commentOf(String(variables.id));
      comment.status = status;
      return { data: { [field]: { __typename: 'Comment', id: comment.id, status } } };
    },
  });
  const remove: MockLink.MockedResponse = {
    request: { query: DeleteReportedCommentMutation, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables) => {
      const report = reports.find((candidate) => candidate.comment?.id === String(variables.id));
      if (report) report.comment = null;
      return { data: { deleteComment: { __typename: 'MessageResult', message: 'Comment deleted' } } };
    },
  };
  const mocks = [
    list,
    statusChange,
    setComment(HideReportedCommentMutation, 'hidden', 'hideComment'),
    setComment(UnhideReportedCommentMutation, 'visible', 'unhideComment'),
    remove,
  ];
  return { mocks, asked, changes, state, reports };
}
