import { object } from 'yup';

import { messages } from '../../../shared/validation/messages.ts';
import { givenPassword, requiredText } from './rules.ts';

/** A code as typed: six digits or a recovery code (with spaces or a dash); its check says more. */
const code = () => requiredText('Code', 32, messages.twoFactor.codeRequired);

/** `two_factor.php?action=enable` and `recovery-codes`: a code from the app. */
export const twoFactorCodeSchema = object({ code: code() });

/** `two_factor.php?action=disable`: the password and a code (or a recovery code). */
export const disableTwoFactorSchema = object({ password: givenPassword(), code: code() });

/** `auth.php?action=two-factor`: the challenge the password step answered, and a code. */
export const twoFactorLoginSchema = object({
  challenge: requiredText('Challenge', 2000, messages.twoFactor.challengeRequired),
  code: code(),
});
