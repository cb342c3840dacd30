import { useMutation } from '@apollo/client/react';
import type { FormikHelpers } from 'formik';

import { messages } from '../../../../../shared/validation/messages.ts';
import { usePageMeta } from '../../../components/seo/usePageMeta.ts';
import { useSubmissionKey } from '../../../lib/useSubmissionKey.ts';
import { ContactChannels } from '../components/ContactChannels.tsx';
import { ContactForm } from '../components/ContactForm.tsx';
import { FormPageLayout } from '../components/FormPageLayout.tsx';
import type { ContactValues } from '../formValues.ts';
import { emptyContact, fieldNames, trimmed } from '../formValues.ts';
import { SubmitContactMessageMutation } from '../mutations.ts';
import { sendForm } from '../sendForm.ts';

export function ContactPage() {
  usePageMeta({
    title: 'Contact Us',
    description: 'Questions about Gamevault or a listed game? Send us a message; we respond within 24 hours.',
    path: '/contact',
  });
  const [sendMessage, { loading }] = useMutation(SubmitContactMessageMutation);
  const submission = useSubmissionKey();

  const submit = async (values: ContactValues, form: FormikHelpers<ContactValues>) => {
    const input = trimmed(values);
    const idempotencyKey = submission.keyFor(input);
    await sendForm(() => sendMessage({ variables: { input, idempotencyKey } }), form, {
      success: messages.contact.sent,
      failure: 'Failed to send message. Please try again.',
      fields: fieldNames(emptyContact),
      submission,
    });
  };

  return (
    <FormPageLayout
      title="Contact Us"
      intro="Questions about Gamevault, a listed game or your account? Write to us and we will get back to you."
      aside={<ContactChannels />}
    >
      <ContactForm initialValues={emptyContact} onSubmit={submit} disabled={loading} />
    </FormPageLayout>
  );
}

export default ContactPage;
