import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminLedgerEntryDto, AdminUserDetailDto, AdminUserDto, HistoryEntryDto, PageDto } from '@nova/protocol';
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
});

const signIn = (role: 'support' | 'admin', id = 'me') =>
  useSessionStore.setState({ user: buildUser({ id, role, isAdmin: role === 'admin', username: 'boss' }), token: 't', loading: false });
const toastTitles = () => useToastStore.getState().toasts.map((t) => t.title);

function detailOf(user: AdminUserDto): AdminUserDetailDto {
  return {
    user,
    lastActiveAt: '2026-05-01T10:00:00.000Z',
    deletedAt: null,
    totals: { openings: 12, prizeValueWon: '830.50', coinsGranted: 1500, coinsClawedBack: 200, shipments: 2, tickets: 3 },
  };
}

const ledger: AdminLedgerEntryDto[] = [
  {
    id: 'l2',
    kind: 'clawback',
    amount: -200,
    balanceAfter: 1300,
    actor: { id: 'a1', username: 'Overseer' },
    reason: 'Duplicate grant',
    createdAt: '2026-05-01T09:00:00.000Z',
  },
  {
    id: 'l1',
    kind: 'grant',
    amount: 1500,
    balanceAfter: 1500,
    actor: { id: 'a1', username: 'Overseer' },
    reason: null,
    createdAt: '2026-05-01T08:00:00.000Z',
  },
];
const opening: HistoryEntryDto = {
  id: 'o'.repeat(24),
  prizeName: 'Watch',
  prizeValue: '250.00',
  createdAt: '2026-05-01T09:30:00.000Z',
  action: 'resell',
  box: { id: 'b1', name: 'Luxury Box', category: 'Luxury' },
  prize: { id: 'p1', iconClass: 'gift', imageUrl: '/img/watch.png', rarity: 'epic' },
  imageUrl: '/img/watch.png',
  rarity: 'epic',
  isWin: true,
  pricePaid: 300,
  resaleCoins: 16000,
  shipmentStatus: null,
  proofUrl: '/api/openings/x/proof',
  freeLevel: null,
};

/** The user page's API for one user; PATCH changes role/ban and answers the user. */
function serve(user: AdminUserDto, patch?: { status: number; body: unknown }) {
  const base = `/api/admin/users/${user.id}`;
  const page = <T,>(entries: T[]): PageDto<T> => ({ entries, nextCursor: null });
  return routeFetch({
    'GET /api/staff/feed': () => ({ entries: [], seq: 0 }),
    [`GET ${base}`]: () => detailOf(user),
    [`GET ${base}/ledger`]: (url) => page(ledger.filter((e) => !url.searchParams.get('kind') || e.kind === url.searchParams.get('kind'))),
    [`GET ${base}/openings`]: () => page([opening]),
    [`GET ${base}/shipments`]: () => page([]),
    [`GET ${base}/tickets`]: () => page([]),
    [`PATCH ${base}`]: () => patch ?? user,
  });
}
const patches = (fn: jest.Mock) =>
  fn.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'PATCH')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);

describe('a user page', () => {
  it('shows who the user is, their balance and totals, and their ledger; the tabs load the other lists', async () => {
    signIn('admin');
    const user = buildAdminUser({ username: 'tamsin', balance: 1300, totalSpent: 3600, emailVerified: false, role: 'support' });
    const { fn } = serve(user);
    const { router } = renderApp(`/admin/users/${user.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: /tamsin/ })).toBeInTheDocument();
    expect(screen.getByTestId('user-balance')).toHaveTextContent('1,300');
    expect(screen.getByText('Email not verified')).toBeInTheDocument();
    const totals = within(screen.getByLabelText('Totals'));
    expect(totals.getByText('$830.50')).toBeInTheDocument();
    expect(totals.getByText('12')).toBeInTheDocument();

    const entries = await screen.findAllByTestId('ledger-entry');
    expect(entries.map((e) => e.textContent)).toEqual([
      expect.stringMatching(/Coins clawed back.*−200.*by Overseer.*Balance after: 1,300.*Duplicate grant/),
      expect.stringMatching(/Coins granted.*\+1,500/),
    ]);
    const user2 = userEvent.setup();
    await user2.click(screen.getByRole('combobox', { name: 'Kind of entry' }));
    await user2.click(await screen.findByRole('option', { name: 'Coins granted' }));
    await waitFor(() => expect(screen.getAllByTestId('ledger-entry')).toHaveLength(1));

    await user2.click(screen.getByRole('tab', { name: 'Openings' }));
    const row = await screen.findByTestId('user-opening');
    expect(row).toHaveTextContent(/Watch.*Luxury Box.*Paid 300.*Resold/);
    expect(within(row).getByRole('link', { name: 'Check the proof of Watch from Luxury Box' })).toHaveAttribute(
      'href',
      `/fairness?opening=${opening.id}`,
    );
    expect(router.state.location.search).toBe('?tab=openings');
    await user2.click(screen.getByRole('tab', { name: 'Tickets' }));
    expect(await screen.findByText('No tickets from this player.')).toBeInTheDocument();
    await user2.click(screen.getByRole('tab', { name: 'Shipments' }));
    expect(await screen.findByText('No shipments yet.')).toBeInTheDocument();
    const asked = fn.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname);
    for (const tab of ['ledger', 'openings', 'tickets', 'shipments']) expect(asked).toContain(`/api/admin/users/${user.id}/${tab}`);
  });

  it('lets an admin change the role and ban, each only after confirming', async () => {
    signIn('admin');
    const u = userEvent.setup();
    const user = buildAdminUser({ username: 'vega' });
    const { fn } = serve(user);
    renderApp(`/admin/users/${user.id}`);
    await screen.findByRole('heading', { level: 1, name: /vega/ });
    const pick = async (role: string) => {
      await u.click(screen.getByRole('combobox', { name: 'Role' }));
      await u.click(await screen.findByRole('option', { name: role }));
      return screen.findByRole('dialog', { name: 'Change the role of vega?' });
    };
    const asked = await pick('Support');
    expect(asked).toHaveTextContent('From Player to Support.');
    await u.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches(fn)).toEqual([]);
    await u.click(within(await pick('Support')).getByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(patches(fn)).toEqual([{ role: 'support' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await u.click(screen.getByRole('button', { name: 'Ban' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ban vega?' });
    expect(patches(fn)).toHaveLength(1);
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(patches(fn)).toHaveLength(1);
    await u.click(screen.getByRole('button', { name: 'Ban' }));
    await u.click(within(await screen.findByRole('dialog', { name: 'Ban vega?' })).getByRole('button', { name: 'Ban' }));
    await waitFor(() => expect(patches(fn)).toEqual([{ role: 'support' }, { banned: true }]));
  });

  it('says why a change was refused', async () => {
    signIn('admin');
    const u = userEvent.setup();
    const user = buildAdminUser({ username: 'vega', banned: true });
    serve(user, { status: 403, body: { code: 'CANNOT_CHANGE_SELF', message: 'no' } });
    renderApp(`/admin/users/${user.id}`);
    await u.click(await screen.findByRole('button', { name: 'Lift ban' }));
    await u.click(within(await screen.findByRole('dialog', { name: 'Lift the ban on vega?' })).getByRole('button', { name: 'Lift ban' }));
    await waitFor(() => expect(toastTitles()).toContain('The change was not saved'));
    expect(useToastStore.getState().toasts[0]?.description).toBe('You cannot change your own role or ban yourself.');
  });

  it("disables an admin's controls over their own account", async () => {
    const user = buildAdminUser({ username: 'boss', role: 'admin' });
    signIn('admin', user.id);
    serve(user);
    renderApp(`/admin/users/${user.id}`);
    await screen.findByRole('heading', { level: 1, name: /boss/ });
    expect(screen.getByRole('combobox', { name: 'Role' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Ban' })).toBeDisabled();
    expect(screen.getByText('You cannot change your own role or ban yourself.')).toBeInTheDocument();
  });

  it('is read-only for support staff', async () => {
    signIn('support');
    const user = buildAdminUser({ username: 'vega' });
    serve(user);
    renderApp(`/admin/users/${user.id}`);
    await screen.findByRole('heading', { level: 1, name: /vega/ });
    expect(screen.getByText('Only admins can change accounts and coins.')).toBeInTheDocument();
    for (const name of ['Give coins', 'Claw back', 'Ban']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(await screen.findAllByTestId('ledger-entry')).toHaveLength(2);
  });

  it('offers a way back and a retry when the user cannot be loaded', async () => {
    signIn('admin');
    routeFetch({
      'GET /api/staff/feed': () => ({ entries: [], seq: 0 }),
      'GET /api/admin/users/0123456789abcdef01234567': () => ({ status: 404, body: { code: 'NOT_FOUND', message: 'User not found' } }),
    });
    renderApp('/admin/users/0123456789abcdef01234567');
    expect(await screen.findByRole('alert')).toHaveTextContent('This user could not be loaded.');
    expect(screen.getByRole('link', { name: 'All users' })).toHaveAttribute('href', '/admin/users');
  });
});
