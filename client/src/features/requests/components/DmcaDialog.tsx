import { useMutation } from '@apollo/client/react';
import type { FormikHelpers } from 'formik';
import { useState } from 'react';

import { SiteDialogFrame } from '../../../components/dialogs/SiteDialogFrame.tsx';
import { useSubmissionKey } from '../../../lib/useSubmissionKey.ts';
import type { DmcaValues } from '../formValues.ts';
import { emptyDmca, fieldNames, trimmed } from '../formValues.ts';
import { SubmitDmcaNoticeMutation } from '../mutations.ts';
import { sendForm } from '../sendForm.ts';
import type { DialogStep } from './DialogSteps.tsx';
import { DialogSteps } from './DialogSteps.tsx';
import { DmcaForm } from './DmcaForm.tsx';
import { DmcaInformation } from './DmcaInformation.tsx';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** The DMCA dialog (SPEC 2.6): an information step, then the notice form; sent to the server. */
export default function DmcaDialog({ open, onClose }: Props) {
  const [failure, setFailure] = useState<string>();
  const [step, setStep] = useState<DialogStep>('information');
  const [submitNotice, { loading }] = useMutation(SubmitDmcaNoticeMutation);
  const submission = useSubmissionKey();

  const submit = async (values: DmcaValues, form: FormikHelpers<DmcaValues>) => {
    setFailure(undefined);
    const input = trimmed(values);
    const idempotencyKey = submission.keyFor(input);
    const failed = await sendForm(() => submitNotice({ variables: { input, idempotencyKey } }), form, {
      success: 'DMCA notice submitted successfully!',
      failure: 'Failed to submit DMCA notice',
      preferServerText: true,
      fields: fieldNames(emptyDmca),
      submission,
    });
    if (failed) setFailure(failed);
    else onClose();
  };

  return (
    <SiteDialogFrame open={open} onClose={onClose} title="DMCA Notice">
      <DialogSteps
        step={step}
        failure={failure}
        onProceed={() => setStep('form')}
        information={<DmcaInformation />}
        form={
          <DmcaForm
            initialValues={emptyDmca}
            onSubmit={submit}
            disabled={loading}
            onBack={() => setStep('information')}
          />
        }
      />
    </SiteDialogFrame>
  );
}
