import type { APIRequestContext, Page } from 'playwright-core';
import type { BoxDto, UserDto } from '@nova/protocol';
import { browserSuite } from './harness';

const ADMIN = { email: 'admin@nova.test', password: 'admin-password-1' };
const PASSWORD = 'player-pass-1';

interface Player {
  token: string;
  user: UserDto;
}

/**
 * A player who has unlocked free-box level 1 the real way: registered, granted coins by the admin, and one paid
 * opening of at least $25 (2,500 coins), which raises total spent, XP and freeBoxLevel server-side.
 */
async function eligiblePlayer(request: APIRequestContext, name: string): Promise<Player> {
  const reg = await request.post('/api/register', {
    data: { username: name, email: `${name.toLowerCase()}@example.com`, password: PASSWORD },
  });
  if (reg.status() !== 201) throw new Error(`register: ${reg.status()} ${await reg.text()}`);
  const player = (await reg.json()) as Player;
  const admin = (await (await request.post('/api/login', { data: ADMIN })).json()) as { token: string };
  const grant = await request.post('/api/admin/give-coins', {
    data: { userId: player.user.id, amount: 20_000, reason: 'browser test' },
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  if (grant.status() !== 200) throw new Error(`give-coins: ${grant.status()} ${await grant.text()}`);
  const boxes = (await (await request.get('/api/boxes')).json()) as BoxDto[];
  const box = boxes.filter((b) => b.priceCoins >= 2_500 && b.priceCoins <= 20_000).sort((a, b) => a.priceCoins - b.priceCoins)[0];
  if (!box) throw new Error('no box between $25 and $200');
  const open = await request.post(`/api/boxes/${box.id}/open`, { data: {}, headers: { Authorization: `Bearer ${player.token}` } });
  if (open.status() !== 200) throw new Error(`open: ${open.status()} ${await open.text()}`);
  return player;
}

/** Starts a page signed in through the stored session. */
async function signedIn(page: Page, player: Player, path: string): Promise<void> {
  await page.goto('/');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, player);
  await page.goto(path);
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).waitFor();
}

browserSuite('free boxes', { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_MAX_PER_IP: '1000' }, (_ctx, test) => {
  test('an eligible player claims level 1, sees the prize, the card turns to cooldown, and a second claim is refused', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    const player = await eligiblePlayer(page.request, 'FreeClaimer');
    await signedIn(page, player, '/free-boxes');

    const level1 = page.getByTestId('free-box-level-1');
    await page.locator('[data-testid="free-box-level-1"][data-state="ready"]').waitFor();
    await page.locator('[data-testid="free-box-level-2"][data-state="locked"]').waitFor();
    await level1.getByRole('button', { name: 'Claim Free Box' }).click();

    const result = page.getByRole('dialog', { name: 'Your free box' });
    await result.getByTestId('prize-name').waitFor();
    const prizeName = ((await result.getByTestId('prize-name').textContent()) ?? '').trim();
    expect(prizeName.length).toBeGreaterThan(0);
    // The toast (its screen-reader announcement repeats the words, hence exact and first).
    await page.getByText('Free Box Claimed!', { exact: true }).first().waitFor();
    await page
      .getByText(new RegExp(`^You won: ${prizeName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(Value: `))
      .first()
      .waitFor();
    await result.getByRole('button', { name: 'Resell' }).waitFor();
    await result.getByRole('button', { name: 'Close' }).first().click();

    await page.locator('[data-testid="free-box-level-1"][data-state="cooldown"]').waitFor();
    await level1.getByText(/Available in 2[34]h/).waitFor();
    await page
      .getByTestId('free-box-banner')
      .getByText(/Next free box in/)
      .waitFor();

    // The server is the judge: a second claim straight to the API is refused with the cooldown code.
    const again = await page.request.post('/api/free-boxes/claim', {
      data: { level: 1 },
      headers: { Authorization: `Bearer ${player.token}` },
    });
    expect(again.status()).toBe(429);
    expect(((await again.json()) as { code: string }).code).toBe('FREE_BOX_COOLDOWN');
    expect(Number(again.headers()['retry-after'])).toBeGreaterThan(86_000);

    // History shows the claim as free.
    const history = (await (await page.request.get('/api/history', { headers: { Authorization: `Bearer ${player.token}` } })).json()) as {
      entries: { prizeName: string; freeLevel: number | null; pricePaid: number }[];
    };
    expect(history.entries[0]).toMatchObject({ prizeName, freeLevel: 1, pricePaid: 0 });
  });
});
