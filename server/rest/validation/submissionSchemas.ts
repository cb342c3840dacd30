import { object } from 'yup';

import { issueTypeOptions } from '../../../shared/validation/choices.ts';
import { messages } from '../../../shared/validation/messages.ts';
import {
  issueDescriptionMinLength,
  releaseYearMax,
  releaseYearMin,
} from '../../../shared/validation/rules.ts';
import { requiredField } from './fieldRule.ts';
import { digitsToNumber } from './ids.ts';
import { email, flag, id, requiredChoice, requiredText, requiredUrl, text } from './rules.ts';

export const dmcaSubmissionSchema = object({
  title: requiredText('Content title', 200, messages.dmca.title),
  url: requiredUrl('URL', messages.dmca.url),
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
      { passes: (value) => value >= releaseYearMin, message: yearMin },
      { passes: (value) => value <= releaseYearMax(new Date()), message: yearMax },
    ],
  });

export const gameRequestSubmissionSchema = object({
  game_title: requiredText('Game title', 200, messages.gameRequest.title),
  platform: requiredText('Platform', 100, messages.gameRequest.platform),
  release_year: year(),
  requester_email: email(),
  additional_info: text('Additional info', 2000, { multiline: true }),
});

export const contactMessageSchema = object({
  name: requiredText('Name', 200, messages.contact.name),
  email: email(),
  subject: requiredText('Subject', 200, messages.contact.subject),
  message: requiredText('Message', 5000, messages.contact.message, { multiline: true }),
});

/** The choices of the Report an Issue page (SPEC 5). */
export const issueReportSchema = object({
  game_name: requiredText('Game name', 200, messages.issueReport.gameName),
  issue_type: requiredChoice(issueTypeOptions, messages.issueReport.issueType),
  description: requiredText('Description', 5000, messages.issueReport.description, {
    multiline: true,
    checks: [
      {
        passes: (value) => value.length >= issueDescriptionMinLength,
        message: messages.issueReport.descriptionMin,
      },
    ],
  }),
  system_specs: requiredText('System specifications', 2000, messages.issueReport.systemSpecs, {
    multiline: true,
  }),
  email: email(),
});

export const newsletterSchema = object({ email: email() });

const dmcaStatuses = ['resolved', 'rejected'] as const;
const requestStatuses = ['approved', 'rejected'] as const;

export const dmcaStatusSchema = object({
  id: id('id'),
  status: requiredChoice(dmcaStatuses, messages.statusChoice(dmcaStatuses)),
  /** Resolving may take the listed game the notice points at offline in the same step. */
  deactivate_game: flag('deactivate_game'),
});

export const gameRequestStatusSchema = object({
  id: id('id'),
  status: requiredChoice(requestStatuses, messages.statusChoice(requestStatuses)),
});
