import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { AuthResponseDto } from '@nova/protocol';
import { eventually } from '../backend/test/eventually';
import { mailer } from '../backend/src/mail';
import { browserSuite, signedIn } from './harness';

/**
 * "Forgot password?" in real browsers, with the link read from the dev outbox (in memory: the harness runs the server
 * with DATA_DIR=:memory:): ask from the sign-in dialog, open the mailed link, set a new password, sign in with it,
 * and watch the other browser that was signed in to the account lose its session.
 */
const SHOTS = join(__dirname, '..', 'test-results', 'password-reset');
beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

const topBar = (page: Page) => page.getByRole('banner');
const dialog = (page: Page) => page.getByRole('dialog');

/** Screenshots of the page at phone and desktop widths (looked at by hand; kept under test-results/password-reset). */
async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

browserSuite('password reset', {}, (ctx, test) => {
  test('forgot password, open the mailed link, set a new password, sign in with it; the other session ends', async ({ newPage }) => {
    const other = await newPage();
    const registered = await other.request.post('/api/register', {
      data: { username: 'Forgetful', email: 'forgetful@example.com', password: 'first-password' },
    });
    expect(registered.status()).toBe(201);
    await signedIn(other, (await registered.json()) as AuthResponseDto, '/');
    await topBar(other).getByRole('button', { name: 'Account menu' }).waitFor();

    const page = await newPage({ viewport: { width: 375, height: 812 } });
    await page.goto('/');
    await topBar(page).getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Login' }).click();
    await dialog(page).getByLabel('Email').fill('forgetful@example.com');
    await dialog(page).getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    expect(await dialog(page).getByLabel('Email').inputValue()).toBe('forgetful@example.com');
    await shoot(page, 'forgot-dialog');
    await dialog(page).getByRole('button', { name: 'Send reset link' }).click();
    await dialog(page).getByRole('status').getByText('Check your inbox').waitFor();
    await shoot(page, 'forgot-sent');

    const mail = await eventually(
      () => mailer(ctx().nova.ctx).memoryOutbox.find((m) => m.to === 'forgetful@example.com' && m.subject.startsWith('Reset your password')) ?? false,
    );
    const link = new URL(/https?:\/\/\S+\/reset-password\?code=[A-Za-z0-9_-]{43}/.exec(mail.text)![0]);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('heading', { name: 'Choose a new password', level: 1 }).waitFor();
    expect(new URL(page.url()).searchParams.has('code')).toBe(false);
    await page.getByLabel('New password', { exact: true }).fill('second-password');
    await page.getByLabel('Confirm new password').fill('other-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText("Passwords don't match").waitFor();
    await shoot(page, 'reset-form');
    await page.getByLabel('Confirm new password').fill('second-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Password changed').waitFor();
    await shoot(page, 'reset-done');

    // The browser that was signed in has its socket cut and its token refused: it is signed out without reloading.
    await topBar(other).getByRole('button', { name: 'Login' }).waitFor();
    expect(await other.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(await dialog(page).getByLabel('Email').inputValue()).toBe('forgetful@example.com');
    await dialog(page).getByLabel('Password', { exact: true }).fill('first-password');
    await dialog(page).getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Login failed', { exact: true }).waitFor();
    await dialog(page).getByLabel('Password', { exact: true }).fill('second-password');
    await dialog(page).getByRole('button', { name: 'Sign In' }).click();
    await topBar(page).getByRole('button', { name: 'Account menu' }).waitFor();

    // The link worked once.
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel('New password', { exact: true }).fill('third-password');
    await page.getByLabel('Confirm new password').fill('third-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('This link is invalid, has expired or was already used.').waitFor();
    await shoot(page, 'reset-invalid');
  }, 120_000);
});
