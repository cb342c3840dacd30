import { useMutation } from '@apollo/client/react';
import type { FormikHelpers } from 'formik';

import { messages } from '../../../../../shared/validation/messages.ts';
import { usePageMeta } from '../../../components/seo/usePageMeta.ts';
import { useSubmissionKey } from '../../../lib/useSubmissionKey.ts';
import { FormPageLayout } from '../components/FormPageLayout.tsx';
import { ReportIssueForm } from '../components/ReportIssueForm.tsx';
import type { IssueReportValues } from '../formValues.ts';
import { emptyIssueReport, fieldNames, trimmed } from '../formValues.ts';
import { SubmitIssueReportMutation } from '../mutations.ts';
import { sendForm } from '../sendForm.ts';

export function ReportIssuePage() {
  usePageMeta({
    title: 'Report an Issue',
    description: 'Tell Gamevault about a broken link, missing files or another problem with a listed game.',
    path: '/report',
  });
  const [submitReport, { loading }] = useMutation(SubmitIssueReportMutation);
  const submission = useSubmissionKey();

  const submit = async (values: IssueReportValues, form: FormikHelpers<IssueReportValues>) => {
    const input = trimmed(values);
    const idempotencyKey = submission.keyFor(input);
    await sendForm(() => submitReport({ variables: { input, idempotencyKey } }), form, {
      success: messages.issueReport.sent,
      failure: 'Failed to submit report. Please try again.',
      fields: fieldNames(emptyIssueReport),
      submission,
    });
  };

  return (
    <FormPageLayout
      title="Report an Issue"
      intro="A broken download link, missing files or a game that will not start? Tell us what happens and on what system. We check the listing and point you to the right place; for problems inside a game, its developers' official support pages are often the fastest help."
    >
      <ReportIssueForm initialValues={emptyIssueReport} onSubmit={submit} disabled={loading} />
    </FormPageLayout>
  );
}

export default ReportIssuePage;
