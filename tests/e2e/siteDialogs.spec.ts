import { expect, test } from '@playwright/test';

import { answerTexts } from '../../shared/validation/answerTexts.ts';
import { DmcaDialog } from './pages/DmcaDialog.ts';
import { GameRequestDialog } from './pages/GameRequestDialog.ts';
import { ImportantNoticeDialog } from './pages/ImportantNoticeDialog.ts';
import { adminGet } from './support/adminApi.ts';
import { failNextOperation } from './support/graphqlErrors.ts';
import { toast, toastBehindDialog } from './support/toasts.ts';

const notice = {
  title: 'Starlight Racer',
  url: 'https://gamevault.example/game/starlight-racer',
  company: 'Starlight Studio',
  name: 'Robin Owner',
  description: 'Our racing game is listed without our permission. Phone: +1 555 0100.',
  email: 'robin@starlight.example',
};

const request = {
  gameTitle: 'Pioneers of the Open Sea',
  platform: 'PC',
  releaseYear: '2021',
  additionalInfo: 'Official site: https://pioneers.example',
  email: 'player@example.com',
};

test.describe('DMCA dialog', () => {
  test('goes from the information step to the form, and Back keeps what was typed', async ({ page }) => {
    const dmca = new DmcaDialog(page);
    await page.goto('/');
    await dmca.openFromHeader();
    await expect(dmca.dialog.getByText('Important Note')).toBeVisible();
    await dmca.proceed();
    await expect(dmca.contentTitle).toBeFocused();
    await dmca.contentTitle.fill(notice.title);
    await dmca.email.fill(notice.email);
    await dmca.backButton.click();
    await expect(dmca.proceedButton).toBeFocused();
    await expect(dmca.contentTitle).toBeHidden();
    await dmca.proceed();
    await expect(dmca.contentTitle).toHaveValue(notice.title);
    await expect(dmca.email).toHaveValue(notice.email);
  });

  test('an empty submit shows each message under its field, and typing clears it', async ({ page }) => {
    const dmca = new DmcaDialog(page);
    await page.goto('/');
    await dmca.openFromHeader();
    await dmca.proceed();
    await dmca.submit();
    await expect(dmca.contentTitle).toHaveAccessibleDescription('Content title is required');
    await expect(dmca.url).toHaveAccessibleDescription('URL is required');
    await expect(dmca.name).toHaveAccessibleDescription('Your name is required');
    await expect(dmca.description).toHaveAccessibleDescription('Description is required');
    await expect(dmca.email).toHaveAccessibleDescription('Email is required');
    await expect(dmca.company).toHaveAttribute('aria-invalid', 'false');
    await expect(dmca.contentTitle).toBeFocused();

    await dmca.email.fill('robin@nowhere');
    await expect(dmca.email).toHaveAccessibleDescription('Invalid email address');
    await dmca.contentTitle.fill(notice.title);
    await expect(dmca.contentTitle).toHaveAttribute('aria-invalid', 'false');
  });

  test('a valid notice is sent to the server, then the dialog closes with a toast', async ({
    page,
    request: api,
  }) => {
    const dmca = new DmcaDialog(page);
    await page.goto('/');
    await dmca.openFromHeader();
    await dmca.proceed();
    await dmca.fill(notice);
    await dmca.submit();
    const sent = toast(page, 'DMCA notice submitted successfully!');
    await expect(sent).toBeVisible();
    await expect(dmca.dialog).toBeHidden();
    const { dmcaNotices } = (await adminGet(api, '/api/dmca_notices.php')) as { dmcaNotices: unknown[] };
    expect(dmcaNotices).toContainEqual(
      expect.objectContaining({
        title: notice.title,
        content_url: notice.url,
        contact_email: notice.email,
        status: 'pending',
      }),
    );

    // The toast leaves the header's buttons free: the dialog opens again at once, emptied.
    await dmca.openFromHeader();
    await dmca.proceed();
    await expect(dmca.contentTitle).toHaveValue('');
  });

  test('a server failure is shown in the dialog and as a toast, keeping the values', async ({ page }) => {
    const dmca = new DmcaDialog(page);
    await failNextOperation(page, 'SubmitDmcaNotice');
    await page.goto('/');
    await dmca.openFromHeader();
    await dmca.proceed();
    await dmca.fill(notice);
    await dmca.submit();
    await expect(dmca.failure).toHaveText(answerTexts.serviceUnavailable);
    await expect(toastBehindDialog(page, answerTexts.serviceUnavailable)).toBeVisible();
    await expect(toastBehindDialog(page, answerTexts.serviceUnavailable)).toHaveCount(1);
    await expect(dmca.contentTitle).toHaveValue(notice.title);
    await expect(dmca.submitButton).toBeEnabled();
  });

  test('closes with its Close button', async ({ page }) => {
    const dmca = new DmcaDialog(page);
    await page.goto('/');
    await dmca.openFromHeader();
    await expect(dmca.dialog).toBeVisible();
    await dmca.closeButton.click();
    await expect(dmca.dialog).toBeHidden();
  });
});

test.describe('game request dialog', () => {
  test('goes from the information step to the form, and Back keeps what was typed', async ({ page }) => {
    const requestDialog = new GameRequestDialog(page);
    await page.goto('/');
    await requestDialog.openFromHeader();
    await expect(
      requestDialog.dialog.getByText(
        'You will receive an email notification once your request has been processed.',
      ),
    ).toBeVisible();
    await requestDialog.proceed();
    await requestDialog.gameTitle.fill(request.gameTitle);
    await requestDialog.platform.selectOption(request.platform);
    await requestDialog.backButton.click();
    await expect(requestDialog.gameTitle).toBeHidden();
    await requestDialog.proceed();
    await expect(requestDialog.gameTitle).toHaveValue(request.gameTitle);
    await expect(requestDialog.platform).toHaveValue(request.platform);
  });

  test('an empty submit shows each message, and the year must lie between 1970 and next year', async ({
    page,
  }) => {
    const requestDialog = new GameRequestDialog(page);
    await page.goto('/');
    await requestDialog.openFromHeader();
    await requestDialog.proceed();
    await requestDialog.submit();
    await expect(requestDialog.gameTitle).toHaveAccessibleDescription('Game title is required');
    await expect(requestDialog.platform).toHaveAccessibleDescription('Platform is required');
    await expect(requestDialog.releaseYear).toHaveAccessibleDescription('Release year is required');
    await expect(requestDialog.email).toHaveAccessibleDescription('Email is required');
    await expect(requestDialog.additionalInfo).toHaveAttribute('aria-invalid', 'false');

    await requestDialog.releaseYear.fill('1969');
    await expect(requestDialog.releaseYear).toHaveAccessibleDescription('Year must be after 1970');
    await requestDialog.releaseYear.fill(String(new Date().getUTCFullYear() + 2));
    await expect(requestDialog.releaseYear).toHaveAccessibleDescription('Invalid year');
    await requestDialog.releaseYear.fill(String(new Date().getUTCFullYear() + 1));
    await expect(requestDialog.releaseYear).toHaveAttribute('aria-invalid', 'false');
    await requestDialog.email.fill('player@example');
    await expect(requestDialog.email).toHaveAccessibleDescription('Invalid email address');
  });

  test('a valid request is sent to the server, then the dialog closes with a toast', async ({
    page,
    request: api,
  }) => {
    const requestDialog = new GameRequestDialog(page);
    await page.goto('/');
    await requestDialog.openFromHeader();
    await requestDialog.proceed();
    await requestDialog.fill(request);
    await requestDialog.submit();
    await expect(toast(page, 'Game request submitted successfully!')).toBeVisible();
    await expect(requestDialog.dialog).toBeHidden();
    const { gameRequests } = (await adminGet(api, '/api/game_requests.php')) as { gameRequests: unknown[] };
    expect(gameRequests).toContainEqual(
      expect.objectContaining({
        game_title: request.gameTitle,
        platform: request.platform,
        release_year: Number(request.releaseYear),
        requester_email: request.email,
        status: 'pending',
      }),
    );
  });

  test('a server failure is shown in the dialog and as a toast', async ({ page }) => {
    const requestDialog = new GameRequestDialog(page);
    await failNextOperation(page, 'SubmitGameRequest');
    await page.goto('/');
    await requestDialog.openFromHeader();
    await requestDialog.proceed();
    await requestDialog.fill(request);
    await requestDialog.submit();
    await expect(requestDialog.failure).toHaveText(answerTexts.serviceUnavailable);
    await expect(toastBehindDialog(page, answerTexts.serviceUnavailable)).toBeVisible();
    await expect(toastBehindDialog(page, answerTexts.serviceUnavailable)).toHaveCount(1);
    await expect(requestDialog.dialog).toBeVisible();
  });
});

test.describe('Important notice', () => {
  test('shows its four blocks, locks the page scroll, and closes with the Close button', async ({ page }) => {
    const notice = new ImportantNoticeDialog(page);
    await page.goto('/');
    await notice.openFromHeader();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    for (const title of [
      'Support Developers',
      'For Evaluation Only',
      'Trusted Content',
      'Check Before Downloading',
    ]) {
      await expect(notice.block(title)).toBeVisible();
    }
    await notice.closeButton.click();
    await expect(notice.dialog).toBeHidden();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });

  test('closes with Escape', async ({ page }) => {
    const notice = new ImportantNoticeDialog(page);
    await page.goto('/');
    await notice.openFromHeader();
    await expect(notice.dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(notice.dialog).toBeHidden();
  });
});
