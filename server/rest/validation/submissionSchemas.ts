import { number, object, string } from 'yup';
import { messages } from './messages.ts';
import { email, isHttpUrl, requiredText, text } from './rules.ts';

export const dmcaSubmissionSchema = object({
  title: requiredText('Content title', 200, messages.dmca.title),
  url: requiredText('URL', 2048, messages.dmca.url).test('http-url', messages.urlScheme('URL'), isHttpUrl),
  company: text('Company', 200),
  name: requiredText('Your name', 200, messages.dmca.name),
  description: requiredText('Description', 5000, messages.dmca.description),
  email: email(),
});

export const gameRequestSubmissionSchema = object({
  game_title: requiredText('Game title', 200, messages.gameRequest.title),
  platform: requiredText('Platform', 100, messages.gameRequest.platform),
  release_year: number()
    .typeError(messages.gameRequest.yearMax)
    .required(messages.gameRequest.releaseYear)
    .integer(messages.gameRequest.yearMax)
    .min(1970, messages.gameRequest.yearMin)
    .test('not-too-late', messages.gameRequest.yearMax, (year) => year <= new Date().getUTCFullYear() + 1),
  requester_email: email(),
  additional_info: text('Additional info', 2000),
});

const idSchema = number().typeError('id must be a number').required('id is required').integer().positive();

export const dmcaStatusSchema = object({
  id: idSchema,
  status: string()
    .required(messages.statusChoice(['resolved', 'rejected']))
    .oneOf(['resolved', 'rejected'] as const, messages.statusChoice(['resolved', 'rejected'])),
});

export const gameRequestStatusSchema = object({
  id: idSchema,
  status: string()
    .required(messages.statusChoice(['approved', 'rejected']))
    .oneOf(['approved', 'rejected'] as const, messages.statusChoice(['approved', 'rejected'])),
});
