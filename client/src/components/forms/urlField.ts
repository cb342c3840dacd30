import { string } from 'yup';

import { brokenUrlRule } from '../../../../shared/validation/urlRules.ts';

/**
 * A link that may be left empty: when given, an http(s) URL without a user name or password, by
 * the rules (and with the texts) the REST service checks too.
 */
export const optionalUrl = (label: string) =>
  string()
    .trim()
    .test('link', (value, context) => {
      const message = value ? brokenUrlRule(label, value) : undefined;
      return message === undefined || context.createError({ message });
    });

/** A link that must be given, with `requiredMessage` when it is not. */
export const requiredUrl = (label: string, requiredMessage: string) =>
  optionalUrl(label).required(requiredMessage);
