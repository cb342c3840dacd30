import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';

import { SubmitIssueReportMutation } from '../../../../../client/src/features/requests/mutations.ts';
import ReportIssuePage from '../../../../../client/src/features/requests/views/ReportIssuePage.tsx';
import { fillIn } from '../../../support/fillIn.ts';
import { keyed } from '../../../support/keyedVariables.ts';
import { renderPage } from '../../../support/renderPage.tsx';

const input = {
  gameName: 'SuperTuxKart',
  issueType: 'Download Not Working',
  description: 'The download link opens a page that no longer exists.',
  systemSpecs: 'Windows 11, Ryzen 5, 16 GB',
  email: 'ada@example.com',
};
const answer = (result: object, delay = 0) => ({
  request: { query: SubmitIssueReportMutation, variables: keyed({ input }) },
  result,
  delay,
});
const accepted = { data: { submitIssueReport: { __typename: 'MessageResult', message: 'Report received' } } };

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const issueType = () => screen.getByRole('combobox', { name: /^Issue type/ });
const submitButton = () => screen.getByRole('button', { name: /Submit Report|Submitting\.\.\./ });

async function fillForm() {
  await fillIn(user, field(/^Game name/), input.gameName);
  await user.selectOptions(issueType(), input.issueType);
  await fillIn(user, field(/^Description/), input.description);
  await fillIn(user, field(/^System specifications/), input.systemSpecs);
  await fillIn(user, field(/^Email/), input.email);
}

describe('Report an Issue page', () => {
  it('offers the issue types of the specification', () => {
    renderPage(<ReportIssuePage />, { path: '/report' });
    expect(screen.getByRole('heading', { level: 1, name: 'Report an Issue' })).toBeInTheDocument();
    const options = Array.from(issueType().querySelectorAll('option')).map((option) => option.textContent);
    expect(options).toEqual([
      'Select an issue type',
      'Download Not Working',
      'Game Crashes',
      'Missing Files',
      'Installation Error',
      'Performance Issues',
      'Other',
    ]);
  });

  it('shows every required message, the 20-character minimum and the email check', async () => {
    renderPage(<ReportIssuePage />, { path: '/report' });
    await user.click(submitButton());
    expect(field(/^Game name/)).toHaveAccessibleDescription('Game name is required');
    expect(issueType()).toHaveAccessibleDescription('Please select an issue type');
    expect(field(/^Description/)).toHaveAccessibleDescription('Please describe the issue');
    expect(field(/^System specifications/)).toHaveAccessibleDescription('System specifications are required');
    expect(field(/^Email/)).toHaveAccessibleDescription('Email is required');

    await user.type(field(/^Description/), 'It crashes at start');
    expect(field(/^Description/)).toHaveAccessibleDescription('Description must be at least 20 characters');
    await user.type(field(/^Description/), '.');
    expect(field(/^Description/)).not.toHaveAccessibleDescription(
      'Description must be at least 20 characters',
    );
    await user.type(field(/^Email/), 'ada@');
    expect(field(/^Email/)).toHaveAccessibleDescription('Invalid email address');
  });

  it('sends the report, reads Submitting... meanwhile, then thanks and resets', async () => {
    renderPage(<ReportIssuePage />, { path: '/report', mocks: [answer(accepted, 60)] });
    await fillForm();
    await user.click(submitButton());
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(await screen.findByText('Issue reported successfully!')).toBeInTheDocument();
    expect(field(/^Description/)).toHaveValue('');
  });

  it('says the report failed and keeps what was typed', async () => {
    const refused = {
      message: 'Description must be at least 20 characters',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: { description: 'Description must be at least 20 characters' },
      },
    };
    renderPage(<ReportIssuePage />, { path: '/report', mocks: [answer({ errors: [refused] })] });
    await fillForm();
    await user.click(submitButton());
    expect(await screen.findByText('Failed to submit report. Please try again.')).toBeInTheDocument();
    await waitFor(() =>
      expect(field(/^Description/)).toHaveAccessibleDescription('Description must be at least 20 characters'),
    );
    expect(field(/^Game name/)).toHaveValue(input.gameName);
  });
});
