import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AuthResponseDto, UserDto } from '@nova/protocol';
import { browserSuite, signedIn } from './harness';
import { E2E_ADMIN } from './players';

const SHOTS = join(__dirname, '..', 'test-results', 'role-change');
mkdirSync(SHOTS, { recursive: true });

browserSuite('an admin changes a role', { ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password, AUTH_RATE_MAX_PER_IP: '1000' }, (_ctx, test) => {
  test('the admin confirms; the demoted admin, in another browser, stays signed in as a player and is told why the console closed', async ({ newPage }) => {
    const bossPage = await newPage({ viewport: { width: 1280, height: 900 } });
    const boss = (await (await bossPage.request.post('/api/login', { data: E2E_ADMIN })).json()) as AuthResponseDto;
    const registered = await bossPage.request.post('/api/register', { data: { username: 'Quinn', email: 'quinn@example.com', password: 'quinn-pass-1' } });
    const quinn = (await registered.json()) as AuthResponseDto;
    const promoted = await bossPage.request.patch(`/api/admin/users/${quinn.user.id}`, { data: { role: 'admin' }, headers: { authorization: `Bearer ${boss.token}` } });
    expect(promoted.status()).toBe(200);

    // Quinn works in the console in a browser of her own (her token from before the promotion keeps working).
    const quinnPage = await newPage({ viewport: { width: 1280, height: 900 } });
    await signedIn(quinnPage, { token: quinn.token, user: { ...quinn.user, role: 'admin', isAdmin: true } }, '/admin/live');
    await quinnPage.getByRole('heading', { level: 1, name: 'Live openings' }).waitFor();
    await quinnPage.waitForFunction(() => document.querySelector('[data-status="connected"]') !== null);

    // The boss picks Player on her page: nothing happens before the confirmation.
    await signedIn(bossPage, boss, `/admin/users/${quinn.user.id}`);
    await bossPage.getByRole('heading', { level: 1, name: /Quinn/ }).waitFor();
    await bossPage.getByRole('combobox', { name: 'Role' }).click();
    await bossPage.getByRole('option', { name: 'Player' }).click();
    const ask = bossPage.getByRole('dialog', { name: 'Change the role of Quinn?' });
    await ask.getByText('From Admin to Player.').waitFor();
    await bossPage.screenshot({ path: join(SHOTS, 'confirm-1280.png') });
    await ask.getByRole('button', { name: 'Change role' }).click();
    await bossPage.getByText('Quinn: role changed to Player').first().waitFor();

    // Quinn is sent home with the reason, still signed in, without the console's link.
    await quinnPage.waitForURL((url) => url.pathname === '/');
    await quinnPage
      .locator('.toast-root')
      .getByText('An admin changed your role from Admin to Player. The staff console is closed to you now.')
      .waitFor();
    await quinnPage.getByRole('banner').getByRole('button', { name: 'Account menu' }).waitFor();
    expect(await quinnPage.getByRole('banner').getByRole('link', { name: 'Admin' }).count()).toBe(0);
    expect(await quinnPage.getByText('Please log in').count()).toBe(0);
    await quinnPage.screenshot({ path: join(SHOTS, 'demoted-1280.png') });
    const token = await quinnPage.evaluate(() => localStorage.getItem('token'));
    expect(token).toBe(quinn.token);
    const me = (await (await quinnPage.request.get('/api/me', { headers: { authorization: `Bearer ${token}` } })).json()) as UserDto;
    expect(me.role).toBe('player');
    // The console stays closed to her session.
    expect((await quinnPage.request.get('/api/admin/users', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(403);
  }, 90_000);
});
