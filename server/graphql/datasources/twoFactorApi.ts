import type { CallerRestClient } from './restClient.ts';

interface RecoveryCodesAnswer {
  message: string;
  recovery_codes: string[];
}

export interface TwoFactorStatusAnswer {
  enabled: boolean;
  recovery_codes_left: number;
  required: boolean;
}

interface SetupAnswer {
  secret: string;
  otpauth_uri: string;
  qr_code: string;
}

type TwoFactorAction = 'status' | 'setup' | 'enable' | 'disable' | 'recovery-codes';

/** `two_factor.php`: the caller's own two-factor sign-in. */
export function twoFactorApi(rest: CallerRestClient) {
  const post = <T>(action: TwoFactorAction, json: unknown) =>
    rest.request<T>('/two_factor.php', { method: 'POST', query: { action }, json });
  return {
    status: () => rest.request<TwoFactorStatusAnswer>('/two_factor.php', { query: { action: 'status' } }),
    setup: () => post<SetupAnswer>('setup', {}),
    enable: (code: string) => post<RecoveryCodesAnswer>('enable', { code }),
    disable: (json: { password: string; code: string }) => post<{ message: string }>('disable', json),
    regenerateRecoveryCodes: (code: string) => post<RecoveryCodesAnswer>('recovery-codes', { code }),
  };
}
