import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { UserDto } from '@nova/protocol';
import { startLocalSmtp, type LocalSmtp } from '../backend/test/smtp';
import { LedgerEntryModel } from '../backend/src/ledger/model';
import { browserSuite } from './harness';

/** A newcomer's first minute: sign up, verify the address, open a starter box with the welcome coins, pay nothing. */
let smtp: LocalSmtp;
const SHOTS = join(__dirname, '..', 'test-results', 'starter');

beforeAll(async () => {
  smtp = await startLocalSmtp();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await smtp?.close();
});

const topBar = (page: Page) => page.getByRole('banner');
const shoot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`) });

browserSuite(
  'a newcomer plays without paying',
  // The mail transport is read at start: a lazy getter lets the suite start its SMTP server first.
  {
    get SMTP_URL() {
      return smtp.url;
    },
    AUTH_RATE_MAX_PER_IP: '1000',
    WELCOME_COINS: '50',
  } as unknown as Record<string, string>,
  (_ctx, test) => {
    test('sign up, verify by mail, get the welcome coins, open a starter box', async ({ newPage }) => {
      const page = await newPage({ viewport: { width: 375, height: 740 } });
      const payments: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith('/api/payments')) payments.push(r.url());
      });
      await page.goto('/');
      await topBar(page).getByRole('button', { name: 'Sign Up' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Username').fill('Fresh');
      await dialog.getByLabel('Email').fill('fresh@example.com');
      await dialog.getByLabel('Password', { exact: true }).fill('first-password');
      await dialog.getByLabel('Confirm Password').fill('first-password');
      await dialog.getByRole('button', { name: 'Create Account' }).click();
      await topBar(page).getByRole('button', { name: 'Account menu' }).waitFor();

      const mail = await smtp.mailTo('fresh@example.com');
      const link = new URL(/https?:\/\/\S+\/verify-email\?code=\S+/.exec(mail.text ?? '')![0]);
      await page.goto(`${link.pathname}${link.search}`);
      await page.getByText('Your email address fresh@example.com is verified.').waitFor();
      // The grant arrives as balance:changed: the toast says so and the top bar shows the coins.
      await page.locator('.toast-root').filter({ hasText: 'Welcome to Nova!' }).getByText('50 welcome coins were added to your balance.').waitFor();
      await topBar(page).getByText('50', { exact: true }).waitFor();
      await shoot(page, 'welcome-375');

      // The newest boxes come first: the starter boxes, at or below the daily bonus.
      await page.goto('/boxes');
      const card = page.getByTestId('box-card').filter({ hasText: 'Pocket Change' });
      await card.getByText('50', { exact: true }).waitFor();
      await shoot(page, 'boxes-375');
      await card.click();
      const details = page.getByRole('dialog', { name: 'Pocket Change' });
      await details.getByTestId('open-box').click();
      await page.getByRole('button', { name: 'Skip' }).click();
      const result = page.getByTestId('opening-result');
      await result.waitFor();
      // Every Pocket Change opening wins something real.
      expect(await result.getAttribute('data-outcome')).not.toBe('loss');
      await shoot(page, 'result-375');

      const token = await page.evaluate(() => localStorage.getItem('token'));
      const me = (await (await page.request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } })).json()) as UserDto;
      expect(me.balance).toBe(0);
      const entries = await LedgerEntryModel.find({ userId: me.id }, { kind: 1, amount: 1, _id: 0 }).sort({ createdAt: 1 }).lean();
      expect(entries.map((e) => [e.kind, e.amount])).toEqual([
        ['welcome', 50],
        ['opening', -50],
      ]);
      expect(payments).toEqual([]);
    }, 120_000);
  },
);
