import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';

import {
  DisableTwoFactorMutation,
  RegenerateRecoveryCodesMutation,
} from '../../../../../../client/src/features/account/twoFactor/mutations.ts';
import TwoFactorSettingsSection from '../../../../../../client/src/features/account/twoFactor/views/TwoFactorSettingsSection.tsx';
import { messages } from '../../../../../../shared/validation/messages.ts';
import { renderPage } from '../../../../support/renderPage.tsx';
import { signIn } from '../../profileFixtures.ts';
import { forgetSessions, refusal } from '../../signInFixtures.ts';
import { enableAnswer, recoveryCodes, setupAnswer, twoFactorStatusAnswer } from '../../twoFactorFixtures.ts';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});
afterEach(forgetSessions);

function open(mocks: object[]) {
  signIn();
  return renderPage(<TwoFactorSettingsSection />, { path: '/account/settings', mocks: mocks as never });
}

const codeField = (name: RegExp) => screen.getByRole('textbox', { name });

describe('two-factor sign-in in the account settings', () => {
  it('sets up: QR code and key, a wrong code under the field, then the recovery codes with copy and download', async () => {
    const wrong = refusal(messages.twoFactor.codeInvalid, 'BAD_USER_INPUT', {
      code: messages.twoFactor.codeInvalid,
    });
    open([
      twoFactorStatusAnswer(false),
      setupAnswer,
      enableAnswer('111111', wrong),
      enableAnswer('123456'),
      twoFactorStatusAnswer(true),
    ]);
    expect(await screen.findByText('Off')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enable' }));
    expect(await screen.findByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Two-factor key')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );

    await user.type(codeField(/Authentication code/), '12ab');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(messages.twoFactor.setupCodeShape)).toBeInTheDocument();
    await user.clear(codeField(/Authentication code/));
    await user.type(codeField(/Authentication code/), '111111');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(codeField(/Authentication code/)).toBeInTheDocument();
    expect(await screen.findAllByText(messages.twoFactor.codeInvalid)).not.toHaveLength(0);

    await user.clear(codeField(/Authentication code/));
    await user.type(codeField(/Authentication code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);

    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy codes' }));
    expect(writeText).toHaveBeenCalledWith(recoveryCodes.join('\n'));
    expect(await screen.findByText('Recovery codes copied')).toBeInTheDocument();

    const createObjectURL = jest.fn(() => 'blob:codes');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    let downloaded = '';
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloaded = this.download;
    });
    await user.click(screen.getByRole('button', { name: 'Download codes' }));
    expect(downloaded).toBe('gamevault-recovery-codes.txt');
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    expect(text).toContain(recoveryCodes.join('\n'));

    await user.click(screen.getByRole('button', { name: 'I saved my codes' }));
    expect(await screen.findByText('On')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Two-Factor Authentication' })).toHaveFocus();
    expect(screen.getByText(/10 recovery codes left/)).toBeInTheDocument();
  });

  it('makes new recovery codes for a code, and turns off with the password and a code', async () => {
    open([
      twoFactorStatusAnswer(true, false, 3),
      {
        request: { query: RegenerateRecoveryCodesMutation, variables: { code: '222333' } },
        result: {
          data: {
            regenerateRecoveryCodes: {
              __typename: 'RecoveryCodes',
              message: messages.twoFactor.recoveryCodesRenewed,
              codes: recoveryCodes,
            },
          },
        },
      },
      twoFactorStatusAnswer(true),
      {
        request: {
          query: DisableTwoFactorMutation,
          variables: { password: 'Player-Pass-73z', code: 'abcde-fgh1k' },
        },
        result: {
          data: { disableTwoFactor: { __typename: 'MessageResult', message: messages.twoFactor.disabled } },
        },
      },
      twoFactorStatusAnswer(false),
    ]);
    expect(await screen.findByText(/3 recovery codes left/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New recovery codes' }));
    await user.type(codeField(/Authentication or recovery code/), '222333');
    await user.click(screen.getByRole('button', { name: 'Make new codes' }));
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I saved my codes' }));
    expect(await screen.findByText(/10 recovery codes left/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in?' });
    await user.type(within(dialog).getByLabelText(/^Password/), 'Player-Pass-73z');
    await user.type(within(dialog).getByRole('textbox', { name: /^Code/ }), 'abcde-fgh1k');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText(messages.twoFactor.disabled)).toBeInTheDocument();
    expect(await screen.findByText('Off')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
