import type { Page } from 'playwright-core';
import type { AuthResponseDto, OpenBoxResultDto } from '@nova/protocol';
import { alwaysWins } from '../backend/test/catalog';
import { UserModel } from '../backend/src/users/model';
import { browserSuite } from './harness';

const ADMIN = { email: 'admin@nova.test', password: 'admin-password-1' };

async function call<T>(page: Page, method: 'post' | 'patch', path: string, token: string, data: object = {}): Promise<T> {
  const res = await page.request[method](path, { data, headers: { authorization: `Bearer ${token}` } });
  if (res.status() >= 300) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The number shown under a dashboard figure's label. */
const figure = (page: Page, label: string) => page.locator('dl > div').filter({ hasText: label }).locator('dd').first();

browserSuite(
  'pages follow pushes',
  { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_MAX_PER_IP: '1000' },
  (_ctx, test) => {
    test("a second tab's dashboard and a visitor's home stats follow openings, shipping and staff, without reloads", async ({
      newContext,
    }) => {
      const context = await newContext({ viewport: { width: 1280, height: 900 } });
      const dashboard = await context.newPage();
      const registered = await dashboard.request.post('/api/register', {
        data: { username: 'Tabby', email: 'tabby@example.com', password: 'player-pass-1' },
      });
      const player = (await registered.json()) as AuthResponseDto;
      await UserModel.updateOne({ _id: player.user.id }, { $set: { emailVerified: true } }); // shipping needs it
      const admin = (await (await dashboard.request.post('/api/login', { data: ADMIN })).json()) as AuthResponseDto;
      await call(dashboard, 'post', '/api/admin/give-coins', admin.token, { userId: player.user.id, amount: 2_000, reason: 'e2e' });
      const boxId = await alwaysWins('Luxury', 500, { name: 'Pushed Camera', rarity: 'epic', valueUsdCents: 30_000 });

      await dashboard.addInitScript(
        ([token, user]) => {
          localStorage.setItem('token', token);
          localStorage.setItem('user', user);
        },
        [player.token, JSON.stringify(player.user)] as const,
      );
      await dashboard.goto('/dashboard');
      await dashboard.getByText('You have not opened a box yet', { exact: false }).waitFor();
      await dashboard.getByText('No shipments yet', { exact: false }).waitFor();
      expect(await figure(dashboard, 'Boxes opened').textContent()).toBe('0');

      const visitor = await newContext({ viewport: { width: 1280, height: 900 } }).then((c) => c.newPage());
      await visitor.goto('/');
      const opened = visitor.locator('[data-stat="opened"] dd').first();
      await opened.filter({ hasText: /^\d/ }).waitFor();
      const openedBefore = Number(await opened.textContent());
      for (const page of [dashboard, visitor]) {
        await page.waitForFunction(() => document.querySelector('[data-status="connected"]') !== null);
        await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      }

      // "Another tab" opens and ships: the same player's requests, outside this page.
      const opening = await call<OpenBoxResultDto>(dashboard, 'post', `/api/boxes/${boxId}/open`, player.token);
      await dashboard.getByTestId('activity-row').filter({ hasText: 'Pushed Camera' }).waitFor();
      await figure(dashboard, 'Boxes opened').filter({ hasText: /^1$/ }).waitFor();
      await opened.filter({ hasText: String(openedBefore + 1) }).waitFor();

      const address = { name: 'Ada Lovelace', line1: '12 St James Square', city: 'London', postalCode: 'SW1Y 4JH', country: 'GB' };
      const shipped = await call<{ shipment: { id: string } }>(
        dashboard,
        'post',
        `/api/unboxings/${opening.openingId}/action`,
        player.token,
        {
          action: 'ship',
          address,
        },
      );
      const shipments = dashboard.getByRole('heading', { name: 'Shipments' }).locator('xpath=ancestor::section[1]');
      await dashboard.getByText('No shipments yet', { exact: false }).waitFor({ state: 'detached' });
      await shipments.getByText('Pushed Camera').waitFor();

      // Staff ships it: the status and tracking number arrive too.
      await call(dashboard, 'patch', `/api/admin/shipments/${shipped.shipment.id}`, admin.token, {
        status: 'shipped',
        trackingNumber: 'PUSH-123',
      });
      await shipments.getByText('PUSH-123').waitFor();

      for (const page of [dashboard, visitor]) {
        expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      }
    }, 90_000);
  },
);
