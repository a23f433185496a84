import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { startLocalSmtp, verificationToken, type LocalSmtp } from '../backend/test/smtp';
import { browserSuite } from './harness';

/**
 * The account flow in real browsers, with mail read from a local SMTP server: register, receive and open the
 * verification link, change the password, and watch the other browser's session end.
 */
let smtp: LocalSmtp;
const SHOTS = join(__dirname, '..', 'test-results', 'account');

beforeAll(async () => {
  smtp = await startLocalSmtp();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await smtp?.close();
});

const topBar = (page: Page) => page.getByRole('banner');
const dialog = (page: Page) => page.getByRole('dialog');

/** Screenshots of the page at phone and desktop widths (looked at by hand; kept under test-results/account). */
async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

browserSuite(
  'account security',
  // The mail transport is read at start: a lazy getter lets the suite start its SMTP server first.
  {
    get SMTP_URL() {
      return smtp.url;
    },
    AUTH_RATE_MAX_PER_IP: '1000',
  } as unknown as Record<string, string>,
  (_ctx, test) => {
    test('register, verify by mail, change the password, and the other browser is signed out', async ({ newPage }) => {
      const page = await newPage();
      await page.goto('/');
      await topBar(page).getByRole('button', { name: 'Sign Up' }).click();
      await dialog(page).getByLabel('Username').fill('Vesta');
      await dialog(page).getByLabel('Email').fill('vesta@example.com');
      await dialog(page).getByLabel('Password', { exact: true }).fill('first-password');
      await dialog(page).getByLabel('Confirm Password').fill('first-password');
      await dialog(page).getByRole('button', { name: 'Create Account' }).click();
      await topBar(page).getByRole('button', { name: 'Account menu' }).waitFor();

      // The account page asks for verification until the link is opened.
      await topBar(page).getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Account settings' }).click();
      await page.getByRole('heading', { name: 'Account settings', level: 1 }).waitFor();
      await page.getByText('Verify your email address').waitFor();
      await page.getByText('Not verified').waitFor();
      await shoot(page, 'account-unverified');

      const mail = await smtp.mailTo('vesta@example.com');
      expect(mail.subject).toMatch(/^Confirm your email address/);
      const link = new URL(/https?:\/\/\S+\/verify-email\?code=\S+/.exec(mail.text ?? '')![0]);
      expect(link.searchParams.get('code')).toBe(verificationToken(mail));
      await page.goto(`${link.pathname}${link.search}`);
      await page.getByText('Your email address vesta@example.com is verified.').waitFor();
      expect(new URL(page.url()).searchParams.has('code')).toBe(false);
      await shoot(page, 'verify-email');

      // The same player signs in from another browser (another session).
      const other = await newPage();
      await other.goto('/');
      await topBar(other).getByRole('button', { name: 'Login' }).click();
      await dialog(other).getByLabel('Email').fill('vesta@example.com');
      await dialog(other).getByLabel('Password').fill('first-password');
      await dialog(other).getByRole('button', { name: 'Sign In' }).click();
      await topBar(other).getByRole('button', { name: 'Account menu' }).waitFor();

      await page.getByRole('link', { name: 'Go to my account' }).click();
      await page.getByText('Verified', { exact: true }).waitFor();
      await page.getByText('This device').waitFor();
      await page.getByRole('listitem').nth(1).waitFor();
      await shoot(page, 'account');

      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByLabel('Current password', { exact: true }).last().fill('first-password');
      await page.getByLabel('New password', { exact: true }).fill('second-password');
      await page.getByLabel('Confirm new password').fill('second-password');
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByText('Password changed. Every other session was signed out.', { exact: true }).waitFor();

      // The other browser's socket is cut and its token refused: it is signed out without reloading.
      await topBar(other).getByRole('button', { name: 'Login' }).waitFor();
      expect(await other.evaluate(() => localStorage.getItem('token'))).toBeNull();
      // This browser goes on.
      await page.reload();
      await topBar(page).getByRole('button', { name: 'Account menu' }).waitFor();
    }, 120_000);
  },
);
