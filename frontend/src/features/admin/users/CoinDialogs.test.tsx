import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUserDetailDto, AdminUserDto } from '@nova/protocol';
import { initI18n } from '../../../i18n';
import { resetStaffStore } from '../../../stores/useStaffStore';
import { useSessionStore } from '../../../stores/useSessionStore';
import { useToastStore } from '../../../stores/useToastStore';
import { buildAdminUser, buildUser } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { routeFetch } from '../../../../test/routeFetch';

beforeAll(() => initI18n('en'));
beforeEach(() => {
  resetStaffStore();
  useToastStore.setState({ toasts: [] });
  useSessionStore.setState({ user: buildUser({ id: 'me', role: 'admin', isAdmin: true, username: 'boss' }), token: 't', loading: false });
});

type Answer = { status: number; body: unknown };
const ok = (body: unknown): Answer => ({ status: 200, body });
const toast = () => useToastStore.getState().toasts[0];

/** The user page and list APIs for `user`; POSTs answer from `answers` in turn (then the last one again). */
function serve(user: AdminUserDto, answers: { grant?: Answer[]; clawback?: Answer[] } = {}) {
  const base = `/api/admin/users/${user.id}`;
  const empty = () => ({ entries: [], nextCursor: null });
  const next = (list: Answer[] | undefined, fallback: Answer) => (list && list.length > 1 ? list.shift()! : (list?.[0] ?? fallback));
  const detail: AdminUserDetailDto = {
    user,
    lastActiveAt: null,
    deletedAt: null,
    totals: { openings: 0, prizeValueWon: '0.00', coinsGranted: 0, coinsClawedBack: 0, shipments: 0, tickets: 0 },
  };
  const { fn } = routeFetch({
    'GET /api/staff/feed': () => ({ entries: [], seq: 0 }),
    'GET /api/admin/users': (url) => ({
      users: [user],
      total: 1,
      page: 1,
      pageSize: Number(url.searchParams.get('pageSize')),
    }),
    [`GET ${base}`]: () => detail,
    [`GET ${base}/ledger`]: empty,
    'POST /api/admin/give-coins': () =>
      next(answers.grant, ok({ message: 'ok', balance: user.balance + 500, userId: user.id, amount: 500, entryId: 'e1', replayed: false })),
    [`POST ${base}/clawback`]: () =>
      next(
        answers.clawback,
        ok({ message: 'ok', userId: user.id, amount: 100, requested: 100, balance: user.balance - 100, entryId: 'e2', replayed: false }),
      ),
  });
  const posts = (path: string) =>
    fn.mock.calls
      .filter(
        ([url, init]) => (init as RequestInit | undefined)?.method === 'POST' && new URL(String(url), 'http://localhost').pathname === path,
      )
      .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);
  return { grants: () => posts('/api/admin/give-coins'), clawbacks: () => posts(`${base}/clawback`) };
}

async function openDialog(name: string, title: string) {
  await userEvent.setup().click(await screen.findByRole('button', { name }));
  return within(await screen.findByRole('dialog', { name: title }));
}

describe('Give coins', () => {
  it('checks the amount with the shared rules before sending anything', async () => {
    const user = buildAdminUser({ username: 'vega' });
    const { grants } = serve(user);
    renderApp(`/admin/users/${user.id}`);
    const dialog = await openDialog('Give coins', 'Give coins');
    const u = userEvent.setup();
    const amount = dialog.getByLabelText('Amount (coins)');
    const submit = () => u.click(dialog.getByRole('button', { name: 'Give coins' }));
    await submit();
    expect(await dialog.findByText('Enter a number of coins.')).toBeInTheDocument();
    for (const [typed, message] of [
      ['0', 'Give at least 1 coin.'],
      ['2.5', 'Use a whole number of coins.'],
      ['1000001', 'At most 1,000,000 coins at a time.'],
    ] as const) {
      await u.clear(amount);
      await u.type(amount, typed);
      await submit();
      expect(await dialog.findByText(message)).toBeInTheDocument();
    }
    expect(grants()).toEqual([]);
  });

  it('grants to the page’s player with the reason, toasts the new balance, and sends one key per submission', async () => {
    const user = buildAdminUser({ username: 'vega', balance: 1000 });
    const failure = { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'down' } };
    const { grants } = serve(user, {
      grant: [failure, ok({ message: 'ok', balance: 1500, userId: user.id, amount: 500, entryId: 'e1', replayed: false })],
    });
    renderApp(`/admin/users/${user.id}`);
    const dialog = await openDialog('Give coins', 'Give coins');
    const u = userEvent.setup();
    expect(dialog.getByTestId('picked-user')).toHaveTextContent('vega');
    await u.type(dialog.getByLabelText('Amount (coins)'), '500');
    await u.type(dialog.getByLabelText('Reason (optional)'), 'Late parcel');
    await u.click(dialog.getByRole('button', { name: 'Give coins' }));
    await waitFor(() => expect(toast()?.title).toBe('Failed to give coins'));
    // The same values again (a retry, a double click): the same key, so the server grants once.
    await u.click(dialog.getByRole('button', { name: 'Give coins' }));
    await waitFor(() => expect(toast()?.title).toBe('Coins given'));
    expect(toast()?.description).toMatch(/^500 coins .* to vega\. New balance: 1,500 coins/);
    const [first, second] = grants();
    expect(first).toEqual({ userId: user.id, amount: 500, reason: 'Late parcel', requestId: expect.any(String) });
    expect(second?.requestId).toBe(first?.requestId);
    expect(screen.queryByRole('dialog')).toBeNull();

    // A new submission (the dialog opened again) gets a new key.
    const again = await openDialog('Give coins', 'Give coins');
    await u.type(again.getByLabelText('Amount (coins)'), '500');
    await u.type(again.getByLabelText('Reason (optional)'), 'Late parcel');
    await u.click(again.getByRole('button', { name: 'Give coins' }));
    await waitFor(() => expect(grants()).toHaveLength(3));
    expect(grants()[2]?.requestId).not.toBe(first?.requestId);
  });

  it('from the Users list: submits only once a player is picked by search', async () => {
    const user = buildAdminUser({ username: 'orion' });
    const { grants } = serve(user);
    renderApp('/admin/users');
    const dialog = await openDialog('Give coins', 'Give coins');
    const u = userEvent.setup();
    await u.type(dialog.getByLabelText('Amount (coins)'), '25');
    await u.click(dialog.getByRole('button', { name: 'Give coins' }));
    expect(await dialog.findByText('Select a player.')).toBeInTheDocument();
    expect(grants()).toEqual([]);
    await u.type(dialog.getByRole('searchbox', { name: 'Player' }), 'or');
    await u.click(await dialog.findByRole('button', { name: 'Choose orion' }));
    await u.click(dialog.getByRole('button', { name: 'Give coins' }));
    await waitFor(() => expect(grants()).toEqual([{ userId: user.id, amount: 25, requestId: expect.any(String) }]));
  });
});

describe('Claw back', () => {
  it('needs a reason, and says when the balance is too low', async () => {
    const user = buildAdminUser({ username: 'vega', balance: 40 });
    const refused = { status: 409, body: { code: 'CLAWBACK_EXCEEDS_BALANCE', message: 'x', details: { balance: '40', requested: '100' } } };
    const { clawbacks } = serve(user, { clawback: [refused] });
    renderApp(`/admin/users/${user.id}`);
    const dialog = await openDialog('Claw back', 'Claw back coins');
    const u = userEvent.setup();
    await u.type(dialog.getByLabelText('Amount (coins)'), '100');
    await u.click(dialog.getByRole('button', { name: 'Claw back' }));
    expect(await dialog.findByText('Give a reason.')).toBeInTheDocument();
    expect(clawbacks()).toEqual([]);
    await u.type(dialog.getByLabelText('Reason'), 'Chargeback');
    await u.click(dialog.getByRole('button', { name: 'Claw back' }));
    await waitFor(() => expect(toast()?.title).toBe('Failed to claw back coins'));
    expect(toast()?.description).toBe('The player has fewer coins than that. Nothing was taken back.');
    expect(clawbacks()).toEqual([{ amount: 100, reason: 'Chargeback', upToBalance: false, requestId: expect.any(String) }]);
  });

  it('takes up to the balance when asked, and toasts what was taken', async () => {
    const user = buildAdminUser({ username: 'vega', balance: 40 });
    const { clawbacks } = serve(user, {
      clawback: [ok({ message: 'ok', userId: user.id, amount: 40, requested: 100, balance: 0, entryId: 'e3', replayed: false })],
    });
    renderApp(`/admin/users/${user.id}`);
    const dialog = await openDialog('Claw back', 'Claw back coins');
    const u = userEvent.setup();
    await u.type(dialog.getByLabelText('Amount (coins)'), '100');
    await u.type(dialog.getByLabelText('Reason'), 'Chargeback');
    await u.click(dialog.getByRole('checkbox', { name: /If the balance is lower, take what there is/ }));
    await u.click(dialog.getByRole('button', { name: 'Claw back' }));
    await waitFor(() => expect(toast()?.title).toBe('Coins clawed back'));
    expect(toast()?.description).toMatch(/^40 coins .* from vega\. New balance: 0 coins/);
    expect(clawbacks()[0]).toMatchObject({ amount: 100, upToBalance: true });
  });
});
