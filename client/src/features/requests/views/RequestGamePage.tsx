import { useMutation } from '@apollo/client/react';
import type { FormikHelpers } from 'formik';

import { usePageMeta } from '../../../components/seo/usePageMeta.ts';
import { useSubmissionKey } from '../../../lib/useSubmissionKey.ts';
import { FormPageLayout } from '../components/FormPageLayout.tsx';
import { RequestGameForm } from '../components/RequestGameForm.tsx';
import type { RequestPageValues } from '../formValues.ts';
import { emptyRequestPage, fieldNames, trimmed } from '../formValues.ts';
import { SubmitGameRequestMutation } from '../mutations.ts';
import { sendForm } from '../sendForm.ts';

/** The developer goes with the visitor's notes: a game request has no field of its own for it. */
function requestNotes(developer: string, additionalInfo: string): string {
  return additionalInfo ? `Developer: ${developer}\n\n${additionalInfo}` : `Developer: ${developer}`;
}

export function RequestGamePage() {
  usePageMeta({
    title: 'Request a Game',
    description: 'Ask Gamevault to list a free or open-source PC game that is missing from the catalogue.',
    path: '/request',
  });
  const [submitRequest, { loading }] = useMutation(SubmitGameRequestMutation);
  const submission = useSubmissionKey();

  const submit = async (values: RequestPageValues, form: FormikHelpers<RequestPageValues>) => {
    const { gameName, releaseYear, developer, platform, email, additionalInfo } = trimmed(values);
    const input = {
      gameTitle: gameName,
      platform,
      releaseYear: Number(releaseYear),
      requesterEmail: email,
      additionalInfo: requestNotes(developer, additionalInfo),
    };
    const idempotencyKey = submission.keyFor(input);
    await sendForm(() => submitRequest({ variables: { input, idempotencyKey } }), form, {
      success: 'Game request submitted successfully!',
      failure: 'Failed to submit request. Please try again.',
      fields: fieldNames(emptyRequestPage),
      inputToField: { gameTitle: 'gameName', requesterEmail: 'email' },
      submission,
    });
  };

  return (
    <FormPageLayout
      title="Request a Game"
      intro="Missing a free or open-source game? Tell us about it. We list games whose authors allow free redistribution, with links to their official pages, and we will email you once your request has been processed."
    >
      <RequestGameForm initialValues={emptyRequestPage} onSubmit={submit} disabled={loading} />
    </FormPageLayout>
  );
}

export default RequestGamePage;
