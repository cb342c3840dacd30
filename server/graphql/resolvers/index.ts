import type { Resolvers } from '../__generated__/resolvers.ts';
import { uploadScalar } from '../uploads/fileUpload.ts';
import { accountMutations } from './accountMutations.ts';
import { accountQueries } from './accountQueries.ts';
import { adminMutations } from './adminMutations.ts';
import { adminQueries } from './adminQueries.ts';
import { catalogQueries } from './catalogQueries.ts';
import { gameMutations } from './gameMutations.ts';
import { submissionMutations } from './submissionMutations.ts';

export const resolvers: Resolvers = {
  Upload: uploadScalar,
  Query: { ...catalogQueries, ...accountQueries, ...adminQueries },
  Mutation: { ...accountMutations, ...submissionMutations, ...adminMutations, ...gameMutations },
};
