import type { Resolvers } from '../__generated__/resolvers.ts';
import { uploadScalar } from '../uploads/fileUpload.ts';
import { accountMutations } from './accountMutations.ts';
import { accountQueries } from './accountQueries.ts';
import { adminMutations } from './adminMutations.ts';
import { adminQueries } from './adminQueries.ts';
import { auditQueries } from './auditQueries.ts';
import { catalogQueries } from './catalogQueries.ts';
import { commentMutations, commentQueries, gameCommentResolvers } from './comments.ts';
import { communityMutations } from './communityMutations.ts';
import { communityQueries } from './communityQueries.ts';
import { dmcaNoticeResolvers } from './dmcaNoticeGame.ts';
import { gameMutations } from './gameMutations.ts';
import { reportMutations, reportQueries } from './reports.ts';
import { siteSettingsMutations, siteSettingsQueries } from './siteSettings.ts';
import { submissionMutations } from './submissionMutations.ts';
import { twoFactorMutations, twoFactorQueries } from './twoFactor.ts';

export const resolvers: Resolvers = {
  Upload: uploadScalar,
  DmcaNotice: dmcaNoticeResolvers,
  GameConnection: { ids: (connection) => connection.matching.map((entry) => entry.game.id) },
  Game: gameCommentResolvers,
  Query: {
    ...catalogQueries,
    ...accountQueries,
    ...adminQueries,
    ...siteSettingsQueries,
    ...auditQueries,
    ...twoFactorQueries,
    ...communityQueries,
    ...commentQueries,
    ...reportQueries,
  },
  Mutation: {
    ...accountMutations,
    ...submissionMutations,
    ...adminMutations,
    ...gameMutations,
    ...siteSettingsMutations,
    ...twoFactorMutations,
    ...communityMutations,
    ...commentMutations,
    ...reportMutations,
  },
};
