import { useApolloClient } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';

import { messages } from '../../../../shared/validation/messages.ts';
import { isEmailShaped } from '../../../../shared/validation/rules.ts';
import { serverErrorText } from '../../apollo/serverErrorText.ts';
import { toast } from '../../components/toasts/toast.ts';
import { useSubmissionKey } from '../../lib/useSubmissionKey.ts';
import { newsletterFieldsBox } from './newsletterLayout.ts';

const emailProblem = (email: string) => {
  if (email.trim() === '') return messages.emailRequired;
  return isEmailShaped(email.trim()) ? undefined : messages.emailInvalid;
};

/**
 * The newsletter's address field and button (SPEC 2.5): kept light (no form library, no TextField),
 * and its mutation document loads only when a visitor subscribes.
 */
export default function NewsletterForm() {
  const client = useApolloClient();
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const submission = useSubmissionKey();
  const problem = submitted ? emailProblem(email) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (emailProblem(email)) return;
    setBusy(true);
    try {
      const { SubscribeNewsletterMutation } = await import('../../features/requests/mutations.ts');
      const address = email.trim();
      const { data } = await client.mutate({
        mutation: SubscribeNewsletterMutation,
        variables: { email: address, idempotencyKey: submission.keyFor(address) },
      });
      submission.sent();
      toast.success(data?.subscribeNewsletter.message ?? 'Subscribed!');
      setEmail('');
      setSubmitted(false);
    } catch (error) {
      const text = serverErrorText(error, 'Failed to subscribe. Please try again.');
      toast.error(text, { toastId: text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={newsletterFieldsBox}>
      <FormControl size="small" error={problem !== undefined} sx={{ flex: 1 }}>
        <InputLabel htmlFor={inputId}>Email address</InputLabel>
        <OutlinedInput
          id={inputId}
          type="email"
          label="Email address"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-describedby={problem ? `${inputId}-error` : undefined}
        />
        {problem && <FormHelperText id={`${inputId}-error`}>{problem}</FormHelperText>}
      </FormControl>
      <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 40 }}>
        {busy ? 'Subscribing...' : 'Subscribe'}
      </Button>
    </Box>
  );
}
