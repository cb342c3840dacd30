import { object } from 'yup';

import { messages } from '../../../shared/validation/messages.ts';
import type { DownloadWindow } from '../community/countRules.ts';
import { downloadWindows } from '../community/countRules.ts';
import { gameIdSchema } from './authSchemas.ts';
import { requiredField } from './fieldRule.ts';
import { choice } from './rules.ts';

/** `{gameId, rating}`: a whole number of stars from 1 to 5 as a JSON number ("4", 2.5 and 0 are none). */
export const rateSchema = gameIdSchema.shape({
  rating: requiredField<number>({
    is: (value): value is number => Number.isInteger(value),
    typeMessage: messages.community.ratingChoice,
    requiredMessage: messages.community.ratingChoice,
    checks: [{ passes: (value) => value >= 1 && value <= 5, message: messages.community.ratingChoice }],
  }),
});

const windows = Object.keys(downloadWindows) as DownloadWindow[];

/** Top downloads' `?window=`; all time when it is not given. */
export const topDownloadsSchema = object({
  window: choice(windows, messages.community.windowChoice).default('all'),
});
