import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { AuthResponseDto, OpenBoxResultDto } from '@nova/protocol';
import { alwaysWins } from '../backend/test/catalog';
import { UserModel } from '../backend/src/users/model';
import { browserSuite, signedIn } from './harness';

const ADMIN = { email: 'admin@nova.test', password: 'admin-password-1' };
const PASSWORD = 'player-pass-1';
const SHOTS = join(__dirname, '..', 'test-results', 'admin');
/** Every section of the console, in navigation order (a new section joins this walk). */
const SECTIONS = [
  { name: 'Overview', path: '/admin/overview' },
  { name: 'Boxes', path: '/admin/boxes' },
  { name: 'Users', path: '/admin/users' },
  { name: 'Winners', path: '/admin/winners' },
  { name: 'Payments', path: '/admin/payments' },
  { name: 'Affiliates', path: '/admin/affiliates' },
  { name: 'Reviews', path: '/admin/reviews' },
  { name: 'Leaderboard', path: '/admin/leaderboard' },
  { name: 'Shipments', path: '/admin/shipments' },
  { name: 'Support tickets', path: '/admin/tickets' },
  { name: 'Battles', path: '/admin/battles' },
  { name: 'Live openings', path: '/admin/live' },
  { name: 'Audit log', path: '/admin/audit' },
] as const;

type Session = AuthResponseDto;

async function register(page: Page, name: string): Promise<Session> {
  const res = await page.request.post('/api/register', {
    data: { username: name, email: `${name.toLowerCase()}@example.com`, password: PASSWORD },
  });
  if (res.status() !== 201) throw new Error(`register ${name}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as Session;
}

async function api(page: Page, method: 'post' | 'patch', path: string, token: string, data: object): Promise<unknown> {
  const res = await page.request[method](path, { data, headers: { authorization: `Bearer ${token}` } });
  if (res.status() >= 300) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
  return res.json();
}

/** A player who won `prize` and asked for it to be shipped. */
async function playerWithShipment(page: Page, name: string, prize: string): Promise<Session> {
  const player = await register(page, name);
  // Shipping needs a verified address; the mailed link itself is covered by account.e2e.ts.
  await UserModel.updateOne({ _id: player.user.id }, { $set: { emailVerified: true } });
  const admin = (await (await page.request.post('/api/login', { data: ADMIN })).json()) as Session;
  await api(page, 'post', '/api/admin/give-coins', admin.token, { userId: player.user.id, amount: 1_000, reason: 'Welcome gift' });
  const boxId = await alwaysWins('Luxury', 500, { name: prize, rarity: 'epic', valueUsdCents: 42_000 });
  const opening = (await api(page, 'post', `/api/boxes/${boxId}/open`, player.token, {})) as OpenBoxResultDto;
  const address = { name: 'Ada Lovelace', line1: '12 St James Square', city: 'London', postalCode: 'SW1Y 4JH', country: 'GB' };
  await api(page, 'post', `/api/unboxings/${opening.openingId}/action`, player.token, { action: 'ship', address });
  return player;
}

const sectionNav = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Screenshots the page as it is, at `width`, and checks nothing sticks out sideways. */
async function shoot(page: Page, name: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
}

browserSuite('admin console', { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_MAX_PER_IP: '1000' }, (_ctx, test) => {
  beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test('an admin signs in, lands on /admin, walks every section, advances a shipment and finds it in the audit log', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    await playerWithShipment(page, 'Marlow', 'Rolex Submariner Date');

    await page.goto('/admin-login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // /admin opens the first section; the navigation lists every section, in order, then the link to the simulator.
    await page.waitForURL(`**${SECTIONS[0].path}`);
    expect(await sectionNav(page).getByRole('link').allTextContents()).toEqual([...SECTIONS.map((s) => s.name), 'Game Simulator']);
    await sectionNav(page).getByRole('link', { name: 'Shipments' }).click();
    await heading(page, 'Shipments').waitFor();

    // The shipment waits, pending; the admin marks it shipped with a tracking number.
    const card = page.getByTestId('admin-shipment').filter({ hasText: 'Rolex Submariner Date' });
    await card.getByText('Pending').waitFor();
    await card.getByText('Marlow').waitFor();
    await shoot(page, 'shipments', 1280);
    await card.getByRole('button', { name: 'Mark Rolex Submariner Date for Marlow shipped' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark as shipped' });
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await dialog.getByText('Enter a tracking number: 4 to 64 letters, digits, spaces or dashes.').waitFor();
    await dialog.getByLabel('Tracking number').fill('1Z 999 AA1 0123');
    await shoot(page, 'shipments-dialog', 1280);
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await card.getByText('1Z 999 AA1 0123').waitFor();
    await card.getByRole('button', { name: 'Mark Rolex Submariner Date for Marlow delivered' }).waitFor();

    // Every section, through the side navigation.
    await sectionNav(page).getByRole('link', { name: 'Support tickets' }).click();
    await heading(page, 'Support tickets').waitFor();
    await page.getByText('No open tickets. New messages will appear here.').waitFor();
    await shoot(page, 'tickets', 1280);

    await sectionNav(page).getByRole('link', { name: 'Live openings' }).click();
    await heading(page, 'Live openings').waitFor();
    const adminLine = page.getByTestId('staff-event').filter({ hasText: 'Shipment advanced' });
    await adminLine.getByText(/: Shipment advanced · Shipment Rolex Submariner Date · Marlow$/).waitFor();
    await page.getByRole('heading', { name: 'Openings stream' }).waitFor();
    await shoot(page, 'live', 1280);

    await sectionNav(page).getByRole('link', { name: 'Audit log' }).click();
    await heading(page, 'Audit log').waitFor();
    const entry = page.getByTestId('audit-entry').filter({ hasText: 'Shipment advanced' });
    await entry.getByText('Rolex Submariner Date · Marlow').waitFor();
    await entry.getByRole('button', { name: 'Changes' }).click();
    await entry.getByRole('row', { name: 'Status pending shipped' }).waitFor();
    await entry.getByRole('row', { name: 'Tracking number (none) 1Z 999 AA1 0123' }).waitFor();
    await page.getByTestId('audit-entry').filter({ hasText: 'Coins granted' }).getByText('Reason: Welcome gift').waitFor();
    await shoot(page, 'audit', 1280);

    // Every section opens from the navigation and fits, wide and narrow (where the navigation is one row that
    // scrolls sideways).
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      if (width < 600) expect(await sectionNav(page).getByRole('list').evaluate((ul) => ul.scrollWidth > ul.clientWidth)).toBe(true);
      for (const { name, path } of SECTIONS) {
        await sectionNav(page).getByRole('link', { name }).click();
        await page.waitForURL(`**${path}`);
        await heading(page, name).waitFor();
        await shoot(page, `section-${path.split('/').pop()!}`, width);
      }
    }

    // Arabic: the console mirrors (navigation at the inline start, on the right).
    await page.evaluate(() => localStorage.setItem('selectedLanguage', 'ar'));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await heading(page, 'سجل التدقيق').waitFor();
    const nav = await page.getByRole('navigation', { name: 'أقسام الإدارة' }).boundingBox();
    expect(nav!.x).toBeGreaterThan(640);
    await shoot(page, 'audit-ar', 1280);
    await shoot(page, 'audit-ar', 375);
  }, 240_000);

  test('support staff sign in at /admin-login and see only their sections, openings included; a player and a visitor are refused', async ({
    newPage,
  }) => {
    const setup = await newPage();
    const agent = await register(setup, 'Ines');
    const admin = (await (await setup.request.post('/api/login', { data: ADMIN })).json()) as Session;
    await api(setup, 'patch', `/api/admin/users/${agent.user.id}`, admin.token, { role: 'support' });
    await playerWithShipment(setup, 'Quill', 'Omega Speedmaster');

    // The agent signs in like an admin, on the admin login page, and lands on the first section support may see.
    const staff = await newPage({ viewport: { width: 1280, height: 900 } });
    await staff.goto('/admin-login');
    await staff.getByLabel('Email').fill('ines@example.com');
    await staff.getByLabel('Password').fill(PASSWORD);
    await staff.getByRole('button', { name: 'Sign In' }).click();
    await staff.waitForURL('**/admin/users');
    await heading(staff, 'Users').waitFor();
    await sectionNav(staff).getByRole('link', { name: 'Shipments' }).waitFor();
    const visible = await sectionNav(staff).getByRole('link').allTextContents();
    expect(visible).toEqual(expect.arrayContaining(['Users', 'Shipments', 'Support tickets', 'Live openings']));
    expect(visible).not.toContain('Audit log');
    expect(visible).not.toContain('Payments');
    // Support agents watch openings as they happen (they never act on money).
    await sectionNav(staff).getByRole('link', { name: 'Live openings' }).click();
    await heading(staff, 'Live openings').waitFor();
    await staff.getByRole('heading', { name: 'Openings stream' }).waitFor();
    await staff.getByRole('row').filter({ hasText: 'Quill' }).getByText('Omega Speedmaster').waitFor();
    expect(await staff.getByText('Your account cannot watch this feed.').count()).toBe(0);
    await staff.getByRole('banner').getByRole('link', { name: 'Admin' }).waitFor();
    await shoot(staff, 'support-live', 375);
    await shoot(staff, 'support-live', 1280);
    await staff.goto('/admin/audit');
    await heading(staff, 'Access Denied').waitFor();
    await staff.getByText('Admin privileges required').waitFor();

    const player = await register(setup, 'Pike');
    const denied = await newPage({ viewport: { width: 375, height: 812 } });
    await signedIn(denied, player, '/admin');
    await heading(denied, 'Access Denied').waitFor();
    await denied.getByText('Admin privileges required').waitFor();
    await denied.getByRole('link', { name: 'Go Home' }).waitFor();
    expect(await sectionNav(denied).count()).toBe(0);
    await shoot(denied, 'denied', 375);

    const visitor = await newPage();
    await visitor.goto('/admin/shipments');
    await heading(visitor, 'Access Denied').waitFor();
    await visitor.getByText('Please log in').waitFor();
  });
});
