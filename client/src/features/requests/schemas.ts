import { object, string } from 'yup';

import { messages } from '../../../../shared/validation/messages.ts';
import {
  issueDescriptionMinLength,
  releaseYearMax,
  releaseYearMin,
} from '../../../../shared/validation/rules.ts';
import { requiredEmail } from '../../components/forms/emailField.ts';
import { requiredUrl } from '../../components/forms/urlField.ts';

const email = requiredEmail;

/** A year typed as text: whole digits, from 1970 to next calendar year (read when validating). */
const releaseYear = (requiredMessage: string) =>
  string()
    .trim()
    .required(requiredMessage)
    .test('release-year', messages.gameRequest.yearMax, (value, context) => {
      if (value === undefined) return true;
      if (!/^\d{1,4}$/.test(value)) return context.createError({ message: messages.gameRequest.yearMax });
      const year = Number(value);
      if (year < releaseYearMin) return context.createError({ message: messages.gameRequest.yearMin });
      return year <= releaseYearMax(new Date());
    });

export const dmcaSchema = object({
  title: string().trim().required(messages.dmca.title),
  url: requiredUrl('URL', messages.dmca.url),
  company: string().trim(),
  name: string().trim().required(messages.dmca.name),
  description: string().trim().required(messages.dmca.description),
  email: email(),
});

export const gameRequestSchema = object({
  gameTitle: string().trim().required(messages.gameRequest.title),
  platform: string().trim().required(messages.gameRequest.platform),
  releaseYear: releaseYear(messages.gameRequest.releaseYear),
  additionalInfo: string().trim(),
  requesterEmail: email(),
});

export const requestPageSchema = object({
  gameName: string().trim().required(messages.requestPage.gameName),
  releaseYear: releaseYear(messages.requestPage.releaseYear),
  developer: string().trim().required(messages.requestPage.developer),
  platform: string().required(messages.requestPage.platform),
  email: email(),
  additionalInfo: string().trim(),
});

export const issueReportSchema = object({
  gameName: string().trim().required(messages.issueReport.gameName),
  issueType: string().required(messages.issueReport.issueType),
  description: string()
    .trim()
    .required(messages.issueReport.description)
    .min(issueDescriptionMinLength, messages.issueReport.descriptionMin),
  systemSpecs: string().trim().required(messages.issueReport.systemSpecs),
  email: email(),
});

export const contactSchema = object({
  name: string().trim().required(messages.contact.name),
  email: email(),
  subject: string().trim().required(messages.contact.subject),
  message: string().trim().required(messages.contact.message),
});
