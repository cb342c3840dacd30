import { object } from 'yup';
import { requiredField } from './fieldRule.ts';
import { digitsToNumber } from './ids.ts';
import { messages } from './messages.ts';
import { email, id, isHttpUrl, requiredChoice, requiredText, text } from './rules.ts';

export const dmcaSubmissionSchema = object({
  title: requiredText('Content title', 200, messages.dmca.title),
  url: requiredText('URL', 2048, messages.dmca.url, {
    checks: [{ passes: isHttpUrl, message: messages.urlScheme('URL') }],
  }),
  company: text('Company', 200),
  name: requiredText('Your name', 200, messages.dmca.name),
  description: requiredText('Description', 5000, messages.dmca.description, { multiline: true }),
  email: email(),
});

const { yearMin, yearMax, releaseYear } = messages.gameRequest;

/** A JSON whole number, or its digits as text; an empty text counts as not given. */
const year = () =>
  requiredField<number>({
    is: (value): value is number => typeof value === 'number' && Number.isFinite(value),
    typeMessage: yearMax,
    requiredMessage: releaseYear,
    normalise: (value) => (value === '' ? undefined : digitsToNumber(value, 4)),
    checks: [
      { passes: Number.isInteger, message: yearMax },
      { passes: (value) => value >= 1970, message: yearMin },
      { passes: (value) => value <= new Date().getUTCFullYear() + 1, message: yearMax },
    ],
  });

export const gameRequestSubmissionSchema = object({
  game_title: requiredText('Game title', 200, messages.gameRequest.title),
  platform: requiredText('Platform', 100, messages.gameRequest.platform),
  release_year: year(),
  requester_email: email(),
  additional_info: text('Additional info', 2000, { multiline: true }),
});

const dmcaStatuses = ['resolved', 'rejected'] as const;
const requestStatuses = ['approved', 'rejected'] as const;

export const dmcaStatusSchema = object({
  id: id('id'),
  status: requiredChoice(dmcaStatuses, messages.statusChoice(dmcaStatuses)),
});

export const gameRequestStatusSchema = object({
  id: id('id'),
  status: requiredChoice(requestStatuses, messages.statusChoice(requestStatuses)),
});
