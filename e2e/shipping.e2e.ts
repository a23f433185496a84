import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { AuthResponseDto, BoxDto } from '@nova/protocol';
import { alwaysWins } from '../backend/test/catalog';
import { UserModel } from '../backend/src/users/model';
import { browserSuite, signedIn } from './harness';

const ADMIN = { email: 'admin@nova.test', password: 'admin-password-1' };
const SHOTS = join(__dirname, '..', 'test-results', 'shipping');
mkdirSync(SHOTS, { recursive: true });

async function post<T>(page: Page, path: string, token: string, data: object): Promise<T> {
  const res = await page.request.post(path, { data, headers: { authorization: `Bearer ${token}` } });
  if (res.status() >= 300) throw new Error(`post ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Fills the Ship form inside `scope` with a valid address and sends it. */
async function fillAddress(page: Page, scope: ReturnType<Page['getByRole']>): Promise<void> {
  const form = scope.getByTestId('ship-form');
  await form.getByLabel('Full name').fill('Ada Lovelace');
  await form.getByLabel('Address', { exact: true }).fill('12 St James Square');
  await form.getByLabel('City').fill('London');
  await form.getByLabel('Postal code').fill('SW1Y 4JH');
  await form.getByLabel('Country').selectOption('GB');
  await form.getByRole('button', { name: 'Ship my prize' }).click();
}

browserSuite(
  'shipping a win',
  { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_MAX_PER_IP: '1000' },
  (_ctx, test) => {
    test('the one Ship form ships from the opening dialog and from the dashboard at 375 px', async ({ newPage }) => {
      const page = await newPage({ viewport: { width: 375, height: 812 } });
      const registered = await page.request.post('/api/register', {
        data: { username: 'Shipper', email: 'shipper@example.com', password: 'player-pass-1' },
      });
      const player = (await registered.json()) as AuthResponseDto;
      await UserModel.updateOne({ _id: player.user.id }, { $set: { emailVerified: true } }); // shipping needs it
      const admin = (await (await page.request.post('/api/login', { data: ADMIN })).json()) as AuthResponseDto;
      await post(page, '/api/admin/give-coins', admin.token, { userId: player.user.id, amount: 5_000, reason: 'e2e' });
      const boxId = await alwaysWins('Luxury', 500, { name: 'Shipped Camera', rarity: 'epic', valueUsdCents: 30_000 });
      const box = (await (await page.request.get(`/api/boxes/${boxId}`)).json()) as BoxDto;

      // The opening dialog: a win, Ship to Me, the form (with its own heading and Back), sent, the dialog closes.
      await signedIn(page, { ...player, user: { ...player.user, emailVerified: true } }, '/boxes');
      await page.getByTestId('box-card').filter({ hasText: box.name }).click();
      await page.getByRole('dialog', { name: box.name }).getByTestId('open-box').click();
      await page.getByRole('button', { name: 'Skip' }).click();
      await page.getByTestId('opening-result').waitFor();
      await page.getByRole('button', { name: 'Ship to Me' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { name: 'Where should we send it?' }).waitFor();
      await dialog.getByRole('button', { name: 'Back' }).waitFor();
      await page.screenshot({ path: join(SHOTS, 'ship-form-opening-375.png'), fullPage: false });
      await fillAddress(page, dialog);
      await page.getByText('Shipping confirmed', { exact: true }).waitFor();
      await dialog.waitFor({ state: 'detached' });

      // A second win stays pending; the dashboard's history row ships it with the same form (no heading, no Back).
      await post(page, `/api/boxes/${boxId}/open`, player.token, { requestId: crypto.randomUUID(), oddsVersion: box.oddsVersion });
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Ship Shipped Camera' }).click();
      const shipDialog = page.getByRole('dialog', { name: 'Ship Shipped Camera' });
      await shipDialog.getByTestId('ship-form').waitFor();
      expect(await shipDialog.getByRole('button', { name: 'Back' }).count()).toBe(0);
      await shipDialog.getByRole('button', { name: 'Ship my prize' }).click();
      expect(await shipDialog.getByText('This field is required').count()).toBe(4);
      await page.screenshot({ path: join(SHOTS, 'ship-form-dashboard-375.png'), fullPage: false });
      await fillAddress(page, shipDialog);
      await page.getByText('Shipping requested', { exact: true }).waitFor();
      await shipDialog.waitFor({ state: 'detached' });

      // Both shipments are on the server and the dashboard's shipments list shows them without a reload.
      const shipments = page.getByRole('heading', { name: 'Shipments' }).locator('xpath=ancestor::section[1]');
      await shipments.getByText('Shipped Camera').nth(1).waitFor();
    });
  },
);
