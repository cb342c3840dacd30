import { useMutation } from '@apollo/client/react';
import type { FormikHelpers } from 'formik';
import { useState } from 'react';

import { SiteDialogFrame } from '../../../components/dialogs/SiteDialogFrame.tsx';
import { useSubmissionKey } from '../../../lib/useSubmissionKey.ts';
import type { GameRequestValues } from '../formValues.ts';
import { emptyGameRequest, fieldNames, trimmed } from '../formValues.ts';
import { SubmitGameRequestMutation } from '../mutations.ts';
import { sendForm } from '../sendForm.ts';
import type { DialogStep } from './DialogSteps.tsx';
import { DialogSteps } from './DialogSteps.tsx';
import { GameRequestForm } from './GameRequestForm.tsx';
import { GameRequestInformation } from './GameRequestInformation.tsx';

interface Props {
  open: boolean;
  onClose: () => void;
  /** A title to prefill (the search page's "Request this game"); the dialog then opens on the form. */
  gameTitle?: string;
}

/** The game request dialog (SPEC 2.6): an information step, then the request form; sent to the server. */
export default function GameRequestDialog({ open, onClose, gameTitle }: Props) {
  const [failure, setFailure] = useState<string>();
  const [step, setStep] = useState<DialogStep>(gameTitle ? 'form' : 'information');
  const [submitRequest, { loading }] = useMutation(SubmitGameRequestMutation);
  const submission = useSubmissionKey();

  const submit = async (values: GameRequestValues, form: FormikHelpers<GameRequestValues>) => {
    const input = { ...trimmed(values), releaseYear: Number(values.releaseYear) };
    setFailure(undefined);
    const idempotencyKey = submission.keyFor(input);
    const failed = await sendForm(() => submitRequest({ variables: { input, idempotencyKey } }), form, {
      success: 'Game request submitted successfully!',
      failure: 'Failed to submit game request',
      preferServerText: true,
      fields: fieldNames(emptyGameRequest),
      submission,
    });
    if (failed) setFailure(failed);
    else onClose();
  };

  return (
    <SiteDialogFrame open={open} onClose={onClose} title="Request a Game">
      <DialogSteps
        step={step}
        failure={failure}
        onProceed={() => setStep('form')}
        information={<GameRequestInformation />}
        form={
          <GameRequestForm
            initialValues={{ ...emptyGameRequest, gameTitle: gameTitle ?? '' }}
            onSubmit={submit}
            disabled={loading}
            onBack={() => setStep('information')}
          />
        }
      />
    </SiteDialogFrame>
  );
}
