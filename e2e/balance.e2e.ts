import type { Page } from 'playwright-core';
import type { AuthResponseDto } from '@nova/protocol';
import { browserSuite } from './harness';

const ADMIN = { email: 'admin@nova.test', password: 'admin-password-1' };

/** Registers a player and grants coins as the admin; returns the session and a function granting more. */
async function fundedPlayer(page: Page, name: string, coins: number) {
  const registered = await page.request.post('/api/register', {
    data: { username: name, email: `${name.toLowerCase()}@example.com`, password: 'player-pass-1' },
  });
  if (registered.status() !== 201) throw new Error(`register ${name}: ${registered.status()} ${await registered.text()}`);
  const session = (await registered.json()) as AuthResponseDto;
  const admin = (await (await page.request.post('/api/login', { data: ADMIN })).json()) as AuthResponseDto;
  const grant = async (amount: number) => {
    const res = await page.request.post('/api/admin/give-coins', {
      data: { userId: session.user.id, amount, reason: 'e2e' },
      headers: { authorization: `Bearer ${admin.token}` },
    });
    if (res.status() !== 200) throw new Error(`grant: ${res.status()} ${await res.text()}`);
  };
  await grant(coins);
  return { session, grant };
}

/** The top bar's balance (a CSS locator: while a dialog is open, the rest of the page is hidden from role queries). */
const balanceLink = (page: Page) => page.locator('header a[aria-label^="Balance:"]');

browserSuite('one balance', { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_MAX_PER_IP: '1000' }, (_ctx, test) => {
  test('an opening replayed over REST after a grant leaves the top bar on the granted balance', async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    const { session, grant } = await fundedPlayer(page, 'Replay', 5_000);

    // The socket carries everything except the answers to requests: the box:open ack never arrives, so the
    // client sends the same requestId over REST after its timeout, and the server replays the first opening.
    await page.routeWebSocket(/\/socket\.io\//, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((message) => server.send(message));
      server.onMessage((message) => {
        if (typeof message === 'string' && /^43\d/.test(message)) return; // an ack
        ws.send(message);
      });
    });
    // The REST retry waits until the grant is in, so the replay surely answers after it.
    let granted!: () => void;
    const grantDone = new Promise<void>((resolve) => (granted = resolve));
    const restOpens: string[] = [];
    await page.route(/\/api\/boxes\/[^/]+\/open$/, async (route) => {
      restOpens.push(route.request().postData() ?? '');
      await grantDone;
      await route.continue();
    });

    await page.addInitScript(
      ([token, user]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', user);
      },
      [session.token, JSON.stringify({ ...session.user, balance: 5_000, balanceVersion: 1 })] as const,
    );
    await page.goto('/boxes');
    await balanceLink(page).filter({ hasText: '5,000' }).waitFor();
    await page.waitForFunction(() => document.querySelector('[data-status="connected"]') !== null);

    await page.getByTestId('box-card').filter({ hasText: 'Gadget Grab' }).click();
    await page.getByRole('dialog', { name: 'Gadget Grab' }).getByTestId('open-box').click();
    // The debit arrives as balance:changed (version 2) while the ack is lost; then an admin grants 1,000 (version 3).
    await balanceLink(page).filter({ hasText: '4,500' }).waitFor();
    await grant(1_000);
    await balanceLink(page).filter({ hasText: '5,500' }).waitFor();
    granted();

    // The REST answer is the replay of the first opening (balance 4,500 at version 2): older, so not applied.
    await page.getByTestId('opening-result').waitFor({ timeout: 30_000 });
    expect(restOpens).toHaveLength(1);
    expect(await balanceLink(page).textContent()).toContain('5,500');
    const me = await (await page.request.get('/api/me', { headers: { authorization: `Bearer ${session.token}` } })).json();
    expect(me).toMatchObject({ balance: 5_500, balanceVersion: 3 });
  }, 90_000);
});
