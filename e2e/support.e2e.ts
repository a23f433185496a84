import type { Page } from 'playwright-core';
import type { AuthResponseDto } from '@nova/protocol';
import { browserSuite } from './harness';

const ADMIN = { email: 'admin@nova.test', password: 'admin-password-1' };

/** Registers an account, has the admin make it support staff, and signs it in again (the role change ends old sessions). */
async function supportAgent(page: Page, name: string): Promise<AuthResponseDto> {
  const account = { username: name, email: `${name.toLowerCase()}@example.com`, password: 'support-pass-1' };
  const registered = await page.request.post('/api/register', { data: account });
  if (registered.status() !== 201) throw new Error(`register ${name}: ${registered.status()} ${await registered.text()}`);
  const { user } = (await registered.json()) as AuthResponseDto;
  const admin = (await (await page.request.post('/api/login', { data: ADMIN })).json()) as AuthResponseDto;
  const promoted = await page.request.patch(`/api/admin/users/${user.id}`, {
    data: { role: 'support' },
    headers: { authorization: `Bearer ${admin.token}` },
  });
  if (promoted.status() !== 200) throw new Error(`promote: ${promoted.status()} ${await promoted.text()}`);
  const login = await page.request.post('/api/login', { data: { email: account.email, password: account.password } });
  return (await login.json()) as AuthResponseDto;
}

/** Marks the document; `sameDocument` is false after any reload or full navigation. */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { __novaMark: true }));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __novaMark?: boolean }).__novaMark === true);

browserSuite('support', { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_MAX_PER_IP: '1000' }, (_ctx, test) => {
  test('a visitor sends the contact form; support staff see the ticket arrive live and close it', async ({ newPage }) => {
    // Support staff watch the tickets desk.
    const staff = await newPage();
    const agent = await supportAgent(staff, 'Ines');
    expect(agent.user.role).toBe('support');
    await staff.addInitScript(
      ([token, user]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', user);
      },
      [agent.token, JSON.stringify(agent.user)] as const,
    );
    // The old staff page's address still leads to the tickets, now a section of the admin console.
    await staff.goto('/admin/live?tab=tickets');
    await staff.waitForURL('**/admin/tickets');
    await staff.getByRole('heading', { level: 1, name: 'Support tickets' }).waitFor();
    await staff.getByText('No open tickets. New messages will appear here.').waitFor();
    await staff.waitForFunction(() => document.querySelector('[data-status="connected"]') !== null);
    await mark(staff);

    // A visitor opens the contact tab from a link and sends a message (the first try is incomplete).
    const visitor = await newPage();
    await visitor.goto('/support?tab=contact');
    await visitor.getByRole('heading', { level: 1, name: 'Support Center' }).waitFor();
    await visitor.getByRole('tab', { name: 'Contact Us', selected: true }).waitFor();
    await visitor.getByLabel('Name', { exact: true }).fill('Rosa Parks');
    await visitor.getByLabel('Email', { exact: true }).fill('rosa@example.com');
    await visitor.getByLabel('Subject', { exact: true }).fill('My parcel has not arrived');
    await visitor.getByLabel('Message', { exact: true }).fill('Too short');
    await visitor.getByRole('button', { name: 'Send message' }).click();
    await visitor.getByText('Please write at least 10 characters.').waitFor();
    await visitor.getByLabel('Message', { exact: true }).fill('I shipped the Golden Trophy two weeks ago and it has not arrived yet.');
    await visitor.getByRole('button', { name: 'Send message' }).click();
    const confirmation = visitor.getByRole('status').filter({ hasText: 'Message sent!' });
    await confirmation.getByText('Thanks, Rosa Parks. Our support team will reply to rosa@example.com.').waitFor();
    const reference = (await confirmation.locator('bdi').textContent())?.trim() ?? '';
    expect(reference).toMatch(/^#[0-9A-F]{8}$/);

    // The ticket appears on the staff desk without a reload, with the whole message.
    const card = staff.getByTestId('support-ticket').filter({ hasText: 'My parcel has not arrived' });
    await card.getByText('I shipped the Golden Trophy two weeks ago and it has not arrived yet.').waitFor();
    await card.getByText('rosa@example.com').waitFor();
    await card.getByText(reference).waitFor();
    expect(await sameDocument(staff)).toBe(true);

    // Staff close it: it leaves the open list and shows under Closed.
    await card.getByRole('button', { name: `Close ticket ${reference}` }).click();
    await staff.getByText(`Ticket ${reference} closed`).first().waitFor();
    await staff.getByText('No open tickets. New messages will appear here.').waitFor();
    await staff.getByRole('button', { name: 'Closed' }).click();
    const closed = staff.getByTestId('support-ticket').filter({ hasText: 'My parcel has not arrived' });
    await closed.getByRole('button', { name: `Reopen ticket ${reference}` }).waitFor();
    expect(await sameDocument(staff)).toBe(true);
  });
});
