import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import { StandaloneCard } from '../../../components/layout/StandaloneCard.tsx';
import { usePageMeta } from '../../../components/seo/usePageMeta.ts';
import { RecoveryCodesPanel } from '../../account/twoFactor/components/RecoveryCodesPanel.tsx';
import { TwoFactorSetupPanel } from '../../account/twoFactor/components/TwoFactorSetupPanel.tsx';
import { useTwoFactorEnrolment } from '../../account/twoFactor/useTwoFactorEnrolment.ts';
import { Logo } from '../../site/components/Logo.tsx';
import { useConsoleLogout } from '../useConsoleLogout.ts';

/**
 * What the console shows a staff account that the site requires to sign in with a second factor
 * and that has none: setting it up, and nothing else, until it is on and the recovery codes saved.
 */
export function TwoFactorEnrolmentScreen({ onEnrolled }: { onEnrolled: () => unknown }) {
  usePageMeta({ title: 'Set Up Two-Factor Sign-In', noindex: true });
  const enrolment = useTwoFactorEnrolment(onEnrolled);
  const logout = useConsoleLogout();
  const step = () => {
    if (enrolment.codes) return <RecoveryCodesPanel codes={enrolment.codes} onDone={enrolment.finish} />;
    if (enrolment.setup) return <TwoFactorSetupPanel setup={enrolment.setup} onConfirm={enrolment.confirm} />;
    return (
      <Button variant="contained" onClick={() => void enrolment.begin()} disabled={enrolment.starting}>
        {enrolment.starting ? 'Starting...' : 'Set up two-factor sign-in'}
      </Button>
    );
  };
  return (
    <StandaloneCard sx={{ maxWidth: 560, display: 'grid', gap: 2 }}>
      <Logo />
      <Box>
        <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 0.5 }}>
          Set Up Two-Factor Sign-In
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          This site requires admins and moderators to sign in with a code from an authenticator app as well as
          their password. Set it up to open the console.
        </Typography>
      </Box>
      {step()}
      <Button onClick={logout} sx={{ justifySelf: 'start' }}>
        Sign out
      </Button>
    </StandaloneCard>
  );
}
