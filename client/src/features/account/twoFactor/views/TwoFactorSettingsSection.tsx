import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import type { FormikHelpers } from 'formik';
import { useState } from 'react';

import { fieldErrorsFrom } from '../../../../apollo/fieldErrors.ts';
import { toast } from '../../../../components/toasts/toast.ts';
import { ProfileLoadState } from '../../components/ProfileLoadState.tsx';
import { toastFailure } from '../../toastFailure.ts';
import { DisableTwoFactorDialog } from '../components/DisableTwoFactorDialog.tsx';
import { RecoveryCodesPanel } from '../components/RecoveryCodesPanel.tsx';
import { TwoFactorCodeForm } from '../components/TwoFactorCodeForm.tsx';
import { TwoFactorSetupPanel } from '../components/TwoFactorSetupPanel.tsx';
import { TwoFactorSummary } from '../components/TwoFactorSummary.tsx';
import { DisableTwoFactorMutation, RegenerateRecoveryCodesMutation } from '../mutations.ts';
import { TwoFactorStatusQuery } from '../queries.ts';
import type { CodeValues, DisableValues } from '../schemas.ts';
import { useTwoFactorEnrolment } from '../useTwoFactorEnrolment.ts';

/** The account settings' two-factor sign-in: set it up, get new recovery codes, turn it off. */
export default function TwoFactorSettingsSection() {
  const { data, error, refetch } = useQuery(TwoFactorStatusQuery, { fetchPolicy: 'network-only' });
  const reload = () => refetch().catch(() => undefined);
  const enrolment = useTwoFactorEnrolment(reload);
  const [disable] = useMutation(DisableTwoFactorMutation);
  const [regenerate] = useMutation(RegenerateRecoveryCodesMutation);
  const [renewing, setRenewing] = useState(false);
  const [disabling, setDisabling] = useState(false);
  const [renewedCodes, setRenewedCodes] = useState<string[]>();
  const [flowEnded, setFlowEnded] = useState(false);

  const renewCodes = async (values: CodeValues, helpers: FormikHelpers<CodeValues>) => {
    try {
      const { data: renewed } = await regenerate({ variables: { code: values.code.trim() } });
      if (!renewed) return;
      setRenewing(false);
      setRenewedCodes(renewed.regenerateRecoveryCodes.codes);
      toast.success(renewed.regenerateRecoveryCodes.message);
    } catch (renewError) {
      helpers.setErrors(fieldErrorsFrom<CodeValues>(renewError, ['code']));
      toastFailure(renewError, 'Failed to make new recovery codes');
    }
  };

  const turnOff = async (values: DisableValues, helpers: FormikHelpers<DisableValues>) => {
    try {
      const { data: done } = await disable({
        variables: { password: values.password, code: values.code.trim() },
      });
      setDisabling(false);
      if (done) toast.success(done.disableTwoFactor.message);
      await reload();
    } catch (disableError) {
      helpers.setErrors(fieldErrorsFrom<DisableValues>(disableError, ['password', 'code']));
      toastFailure(disableError, 'Failed to turn off two-factor sign-in');
    }
  };

  const codes = enrolment.codes ?? renewedCodes;
  if (codes) {
    const done = () => {
      setFlowEnded(true);
      if (enrolment.codes) return enrolment.finish();
      setRenewedCodes(undefined);
      void reload();
    };
    return <RecoveryCodesPanel codes={codes} onDone={done} />;
  }
  if (enrolment.setup) {
    return (
      <TwoFactorSetupPanel
        setup={enrolment.setup}
        onConfirm={enrolment.confirm}
        onCancel={enrolment.cancel}
      />
    );
  }
  if (!data) {
    return (
      <ProfileLoadState
        failed={error !== undefined}
        failureText="Failed to load two-factor sign-in"
        loadingText="Loading two-factor sign-in..."
        onRetry={() => void reload()}
      />
    );
  }
  return (
    <>
      <TwoFactorSummary
        status={data.twoFactorStatus}
        busy={enrolment.starting}
        focusOnShow={flowEnded}
        onEnable={() => void enrolment.begin()}
        onRenewCodes={() => setRenewing(true)}
        onDisable={() => setDisabling(true)}
      />
      {renewing && (
        <TwoFactorCodeForm
          onSubmit={renewCodes}
          submitLabel="Make new codes"
          busyLabel="Checking..."
          recoveryCodeAllowed
          hint="The old recovery codes stop working."
          aside={<Button onClick={() => setRenewing(false)}>Cancel</Button>}
        />
      )}
      {disabling && <DisableTwoFactorDialog onClose={() => setDisabling(false)} onSubmit={turnOff} />}
    </>
  );
}
