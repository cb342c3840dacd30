import { expect, test } from '@playwright/test';

import { answerTexts } from '../../shared/validation/answerTexts.ts';
import { ContactPage } from './pages/ContactPage.ts';
import { ReportIssuePage } from './pages/ReportIssuePage.ts';
import { RequestGamePage } from './pages/RequestGamePage.ts';
import { adminGet } from './support/adminApi.ts';
import { failNextOperation } from './support/graphqlErrors.ts';
import { toast } from './support/toasts.ts';

const requestedGame = {
  gameName: 'Harbour Lights',
  developer: 'Lantern Collective',
  releaseYear: '2019',
  platform: 'PC',
  email: 'sailor@example.com',
  additionalInfo: 'GPL-3.0, https://harbour-lights.example',
};

const issue = {
  gameName: 'SuperTuxKart',
  issueType: 'Download Not Working',
  description: 'The download button leads to a page that says the file moved.',
  systemSpecs: 'Debian 12, Ryzen 5 3600, 16 GB RAM, Radeon RX 580',
  email: 'racer@example.com',
};

const contact = {
  name: 'Ana Lima',
  email: 'ana@example.com',
  subject: 'Listing suggestion',
  message: 'Could the game pages show the licence of each game?',
};

test.describe('Request a Game page', () => {
  test('an empty submit shows each message under its field', async ({ page }) => {
    const form = new RequestGamePage(page);
    await form.open();
    await form.submit();
    await expect(form.gameName).toHaveAccessibleDescription('Game name is required');
    await expect(form.developer).toHaveAccessibleDescription('Developer name is required');
    await expect(form.releaseYear).toHaveAccessibleDescription('Release year is required');
    await expect(form.platform).toHaveAccessibleDescription('Please select a platform');
    await expect(form.email).toHaveAccessibleDescription('Email is required');
    await expect(form.gameName).toBeFocused();
    await form.email.fill('sailor@');
    await expect(form.email).toHaveAccessibleDescription('Invalid email address');
  });

  test('a valid request reaches the server, shows a toast and empties the form', async ({
    page,
    request: api,
  }) => {
    const form = new RequestGamePage(page);
    await form.open();
    await form.fill(requestedGame);
    await form.submit();
    await expect(toast(page, 'Game request submitted successfully!')).toBeVisible();
    await expect(form.gameName).toHaveValue('');
    await expect(form.platform).toHaveValue('');
    const { gameRequests } = (await adminGet(api, '/api/game_requests.php')) as { gameRequests: unknown[] };
    expect(gameRequests).toContainEqual(
      expect.objectContaining({
        game_title: requestedGame.gameName,
        release_year: Number(requestedGame.releaseYear),
        requester_email: requestedGame.email,
        additional_info: `Developer: ${requestedGame.developer}\n\n${requestedGame.additionalInfo}`,
      }),
    );
  });

  test('a server failure shows the error toasts and keeps the values', async ({ page }) => {
    const form = new RequestGamePage(page);
    await failNextOperation(page, 'SubmitGameRequest');
    await form.open();
    await form.fill(requestedGame);
    await form.submit();
    await expect(toast(page, 'Failed to submit request. Please try again.')).toBeVisible();
    await expect(toast(page, answerTexts.serviceUnavailable)).toBeVisible();
    await expect(form.gameName).toHaveValue(requestedGame.gameName);
    await expect(form.submitButton).toBeEnabled();
  });
});

test.describe('Report an Issue page', () => {
  test('an empty submit shows each message, and a short description is refused', async ({ page }) => {
    const form = new ReportIssuePage(page);
    await form.open();
    await form.submit();
    await expect(form.gameName).toHaveAccessibleDescription('Game name is required');
    await expect(form.issueType).toHaveAccessibleDescription('Please select an issue type');
    await expect(form.description).toHaveAccessibleDescription('Please describe the issue');
    await expect(form.systemSpecs).toHaveAccessibleDescription('System specifications are required');
    await expect(form.email).toHaveAccessibleDescription('Email is required');
    await form.description.fill('It crashes.');
    await expect(form.description).toHaveAccessibleDescription('Description must be at least 20 characters');
    await form.description.fill(issue.description);
    await expect(form.description).toHaveAttribute('aria-invalid', 'false');
  });

  test('a valid report reaches the server, shows a toast and empties the form', async ({ page }) => {
    const form = new ReportIssuePage(page);
    await form.open();
    await form.fill(issue);
    await form.submit();
    await expect(toast(page, 'Issue reported successfully!')).toBeVisible();
    await expect(form.description).toHaveValue('');
    await expect(form.issueType).toHaveValue('');
  });

  test('a server failure shows the error toasts and keeps the values', async ({ page }) => {
    const form = new ReportIssuePage(page);
    await failNextOperation(page, 'SubmitIssueReport');
    await form.open();
    await form.fill(issue);
    await form.submit();
    await expect(toast(page, 'Failed to submit report. Please try again.')).toBeVisible();
    await expect(toast(page, answerTexts.serviceUnavailable)).toBeVisible();
    await expect(form.description).toHaveValue(issue.description);
  });
});

test.describe('Contact page', () => {
  test('an empty submit shows each message under its field', async ({ page }) => {
    const form = new ContactPage(page);
    await form.open();
    await form.send();
    await expect(form.name).toHaveAccessibleDescription('Name is required');
    await expect(form.email).toHaveAccessibleDescription('Email is required');
    await expect(form.subject).toHaveAccessibleDescription('Subject is required');
    await expect(form.message).toHaveAccessibleDescription('Message is required');
    await form.email.fill('ana at example.com');
    await expect(form.email).toHaveAccessibleDescription('Invalid email address');
  });

  test('a valid message reaches the server, shows a toast and empties the form', async ({ page }) => {
    const form = new ContactPage(page);
    await form.open();
    await form.fill(contact);
    await form.send();
    await expect(toast(page, 'Message sent successfully!')).toBeVisible();
    await expect(form.message).toHaveValue('');
  });

  test('a server failure shows the error toasts and keeps the values', async ({ page }) => {
    const form = new ContactPage(page);
    await failNextOperation(page, 'SubmitContactMessage');
    await form.open();
    await form.fill(contact);
    await form.send();
    await expect(toast(page, 'Failed to send message. Please try again.')).toBeVisible();
    await expect(toast(page, answerTexts.serviceUnavailable)).toBeVisible();
    await expect(form.message).toHaveValue(contact.message);
  });
});
