import type { MutationResolvers } from '../__generated__/resolvers.ts';

/** Anonymous submissions, named as the REST service names them. */
export const submissionMutations: MutationResolvers = {
  submitDmcaNotice: (_parent, { input, idempotencyKey }, ctx) =>
    ctx.dataSources.moderation.addDmcaNotice(
      { ...input, company: input.company ?? '' },
      idempotencyKey ?? undefined,
    ),
  submitGameRequest: (_parent, { input, idempotencyKey }, ctx) =>
    ctx.dataSources.moderation.addGameRequest(
      {
        game_title: input.gameTitle,
        platform: input.platform,
        release_year: input.releaseYear ?? null,
        requester_email: input.requesterEmail,
        additional_info: input.additionalInfo ?? '',
      },
      idempotencyKey ?? undefined,
    ),
  submitContactMessage: (_parent, { input, idempotencyKey }, ctx) =>
    ctx.dataSources.support.addContactMessage(input, idempotencyKey ?? undefined),
  submitIssueReport: (_parent, { input, idempotencyKey }, ctx) =>
    ctx.dataSources.support.addIssueReport(
      {
        game_name: input.gameName,
        issue_type: input.issueType,
        description: input.description,
        system_specs: input.systemSpecs,
        email: input.email,
      },
      idempotencyKey ?? undefined,
    ),
  subscribeNewsletter: (_parent, { email, idempotencyKey }, ctx) =>
    ctx.dataSources.support.subscribe(email, idempotencyKey ?? undefined),
};
