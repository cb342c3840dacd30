/**
 * The rules of every link a form or the REST service takes, in order and each with its text, so
 * that the service and the client's forms refuse the same links with the same words.
 */
import { messages } from './messages.ts';
import { hasUserinfo, isHttpUrl } from './rules.ts';

export interface UrlCheck {
  passes: (value: string) => boolean;
  message: string;
}

/** An absolute http(s) URL, without a user name or password before its host. */
export const urlChecks = (label: string): readonly UrlCheck[] => [
  { passes: isHttpUrl, message: messages.urlScheme(label) },
  { passes: (value) => !hasUserinfo(value), message: messages.urlCredentials(label) },
];

/** The text of the first link rule `value` breaks, or undefined when it keeps them all. */
export const brokenUrlRule = (label: string, value: string): string | undefined =>
  urlChecks(label).find((check) => !check.passes(value))?.message;
