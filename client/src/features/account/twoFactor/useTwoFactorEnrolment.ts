import { useMutation } from '@apollo/client/react';
import type { FormikHelpers } from 'formik';
import { useState } from 'react';

import { fieldErrorsFrom } from '../../../apollo/fieldErrors.ts';
import { toast } from '../../../components/toasts/toast.ts';
import { toastFailure } from '../toastFailure.ts';
import { EnableTwoFactorMutation, StartTwoFactorSetupMutation } from './mutations.ts';
import type { CodeValues } from './schemas.ts';

/**
 * Setting up two-factor sign-in, for the account settings and the console's required set-up:
 * a new secret to scan, the first code to confirm it, then the recovery codes until the visitor
 * says they saved them (only then `onFinished`, so that a page that hides itself once two-factor
 * is on cannot hide the codes).
 */
export function useTwoFactorEnrolment(onFinished: () => unknown) {
  const [setup, setSetup] = useState<{ qrCode: string; manualKey: string }>();
  const [codes, setCodes] = useState<string[]>();
  const [start, { loading: starting }] = useMutation(StartTwoFactorSetupMutation);
  const [enable] = useMutation(EnableTwoFactorMutation);

  const begin = async () => {
    try {
      const { data } = await start();
      setSetup(data?.startTwoFactorSetup);
    } catch (error) {
      toastFailure(error, 'Failed to start setting up two-factor sign-in');
    }
  };

  const confirm = async (values: CodeValues, helpers: FormikHelpers<CodeValues>) => {
    try {
      const { data } = await enable({ variables: { code: values.code.trim() } });
      if (!data) return;
      setSetup(undefined);
      setCodes(data.enableTwoFactor.codes);
      toast.success(data.enableTwoFactor.message);
    } catch (error) {
      helpers.setErrors(fieldErrorsFrom<CodeValues>(error, ['code']));
      toastFailure(error, 'Failed to turn on two-factor sign-in');
    }
  };

  const finish = () => {
    setCodes(undefined);
    void onFinished();
  };

  return { setup, codes, starting, begin, confirm, cancel: () => setSetup(undefined), finish };
}
