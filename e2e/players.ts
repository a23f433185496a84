import type { Page } from 'playwright-core';
import type { AuthResponseDto } from '@nova/protocol';

/** The first-run admin the browser suites start the server with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'admin@nova.test', password: 'admin-password-1' };

/** Registers a player through the API and grants coins as the admin; returns the session. */
export async function fundedPlayer(page: Page, name: string, coins: number, admin = E2E_ADMIN): Promise<AuthResponseDto> {
  const registered = await page.request.post('/api/register', {
    data: { username: name, email: `${name.toLowerCase()}@example.com`, password: 'player-pass-1' },
  });
  if (registered.status() !== 201) throw new Error(`register ${name}: ${registered.status()} ${await registered.text()}`);
  const session = (await registered.json()) as AuthResponseDto;
  const signedIn = (await (await page.request.post('/api/login', { data: admin })).json()) as AuthResponseDto;
  const granted = await page.request.post('/api/admin/give-coins', {
    data: { userId: session.user.id, amount: coins, reason: 'e2e' },
    headers: { authorization: `Bearer ${signedIn.token}` },
  });
  if (granted.status() !== 200) throw new Error(`grant: ${granted.status()} ${await granted.text()}`);
  return session;
}
