import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormikHelpers } from 'formik';

import { messages } from '../../../../../shared/validation/messages.ts';
import { fieldErrorsFrom } from '../../../apollo/fieldErrors.ts';
import { usePageMeta } from '../../../components/seo/usePageMeta.ts';
import { toast } from '../../../components/toasts/toast.ts';
import { renewSessionToken, updateSessionEmail, useSession } from '../../../lib/session.ts';
import { DisplayNameForm } from '../components/DisplayNameForm.tsx';
import { DownloadHistoryList } from '../components/DownloadHistoryList.tsx';
import { ProfileCommunitySections } from '../components/ProfileCommunitySections.tsx';
import { ProfileDetails } from '../components/ProfileDetails.tsx';
import { ProfileLoadState } from '../components/ProfileLoadState.tsx';
import { ProfilePasswordForm } from '../components/ProfilePasswordForm.tsx';
import { ProfileSection } from '../components/ProfileSection.tsx';
import { RequireSession } from '../components/RequireSession.tsx';
import { SignOutEverywhereButton } from '../components/SignOutEverywhereButton.tsx';
import { StarredGamesList } from '../components/StarredGamesList.tsx';
import { VerifyEmailNotice } from '../components/VerifyEmailNotice.tsx';
import {
  AccountSignOutEverywhereMutation,
  AccountUpdatePasswordMutation,
  AccountUpdateProfileMutation,
} from '../mutations.ts';
import {
  AccountDisplayNameQuery,
  AccountDownloadsQuery,
  AccountFavoritesQuery,
  AccountProfileQuery,
} from '../queries.ts';
import type { PasswordChangeValues, ProfileEmailValues } from '../schemas.ts';
import { toastFailure } from '../toastFailure.ts';
import { accountUrls } from '../urls.ts';
import { useSignOutTo } from '../useSignOutTo.ts';

const passwordFields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

function Profile() {
  usePageMeta({ title: 'My Profile', noindex: true });
  const session = useSession();
  const profile = useQuery(AccountProfileQuery);
  const displayName = useQuery(AccountDisplayNameQuery);
  const favorites = useQuery(AccountFavoritesQuery);
  const downloads = useQuery(AccountDownloadsQuery);
  const [updateProfile] = useMutation(AccountUpdateProfileMutation);
  const [updatePassword] = useMutation(AccountUpdatePasswordMutation);
  const [signOutEverywhere, { loading: signingOut }] = useMutation(AccountSignOutEverywhereMutation);
  const signOutTo = useSignOutTo();
  const me = profile.data?.me;

  const saveEmail = async (values: ProfileEmailValues, form: FormikHelpers<ProfileEmailValues>) => {
    const email = values.email.trim().toLowerCase();
    if (email === me?.email) return true;
    try {
      const { data } = await updateProfile({ variables: { email, currentPassword: values.currentPassword } });
      if (data) updateSessionEmail(data.updateProfile.email);
      toast.success('Profile updated successfully');
      return true;
    } catch (error) {
      form.setErrors(fieldErrorsFrom(error, ['email', 'currentPassword']));
      toastFailure(error, 'Failed to update profile');
      return false;
    }
  };

  const changePassword = async (values: PasswordChangeValues, form: FormikHelpers<PasswordChangeValues>) => {
    const { currentPassword, newPassword } = values;
    try {
      const { data } = await updatePassword({ variables: { currentPassword, newPassword } });
      // Every earlier token has just stopped working: this session goes on with the new one.
      if (data) renewSessionToken(data.updatePassword.token);
      toast.success('Password updated successfully');
      form.resetForm();
    } catch (error) {
      form.setErrors(fieldErrorsFrom(error, passwordFields));
      toastFailure(error, 'Failed to update password');
    }
  };

  // The server has ended this session too: the guard's "sign in and come back" does not apply.
  const endEverySession = async () => {
    try {
      await signOutEverywhere();
      toast.success(messages.session.signedOutEverywhere);
      signOutTo(accountUrls.login);
    } catch (error) {
      toastFailure(error, 'Failed to sign out everywhere');
    }
  };

  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        My Profile
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <Stack spacing={3}>
          <ProfileSection title="Account Details">
            {me?.emailVerified === false && (
              <Box sx={{ mb: 2 }}>
                <VerifyEmailNotice />
              </Box>
            )}
            {me ? (
              <ProfileDetails profile={me} onSaveEmail={saveEmail} />
            ) : (
              <ProfileLoadState
                failed={profile.error !== undefined || profile.data?.me === null}
                failureText="Failed to load profile"
                loadingText="Loading profile..."
                onRetry={() => void profile.refetch().catch(() => undefined)}
              />
            )}
          </ProfileSection>
          <ProfileSection title="Display Name" intro="The name other visitors see on your comments.">
            {displayName.data?.me ? (
              <DisplayNameForm displayName={displayName.data.me.displayName} />
            ) : (
              <ProfileLoadState
                failed={displayName.error !== undefined || displayName.data?.me === null}
                failureText="Failed to load display name"
                loadingText="Loading display name..."
                onRetry={() => void displayName.refetch().catch(() => undefined)}
              />
            )}
          </ProfileSection>
          <ProfileSection
            title="Sessions"
            intro="Signed in on a device you no longer use? End every session of this account, this one included."
          >
            <SignOutEverywhereButton onConfirm={endEverySession} busy={signingOut} />
          </ProfileSection>
        </Stack>
        <ProfileSection
          title="Change Password"
          intro="Other devices signed in to this account are signed out."
        >
          <ProfilePasswordForm email={me?.email ?? session?.user.email ?? ''} onSubmit={changePassword} />
        </ProfileSection>
        <ProfileSection title="Starred Games">
          {favorites.data ? (
            <StarredGamesList favorites={favorites.data.favorites} />
          ) : (
            <ProfileLoadState
              failed={favorites.error !== undefined}
              failureText="Failed to load favorites"
              loadingText="Loading favorites..."
              onRetry={() => void favorites.refetch().catch(() => undefined)}
            />
          )}
        </ProfileSection>
        <ProfileSection title="Downloads">
          {downloads.data ? (
            <DownloadHistoryList downloads={downloads.data.downloads} />
          ) : (
            <ProfileLoadState
              failed={downloads.error !== undefined}
              failureText="Failed to load downloads"
              loadingText="Loading downloads..."
              onRetry={() => void downloads.refetch().catch(() => undefined)}
            />
          )}
        </ProfileSection>
        <ProfileCommunitySections />
      </Box>
    </Container>
  );
}

/**
 * /account/profile (SPEC 2.16): the signed-in visitor's account, display name, password, starred
 * games, downloads, ratings and comments.
 */
export function ProfilePage() {
  return (
    <RequireSession>
      <Profile />
    </RequireSession>
  );
}

export default ProfilePage;
