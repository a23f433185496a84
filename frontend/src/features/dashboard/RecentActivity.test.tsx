import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HistoryEntryDto, PageDto } from '@nova/protocol';
import { initI18n } from '../../i18n';
import { useActivityStore } from '../../stores/useActivityStore';
import { useSessionStore } from '../../stores/useSessionStore';
import { useToastStore } from '../../stores/useToastStore';
import { buildPublicConfig, buildUser } from '../../../test/fixtures';
import { fetchRoutes, type FakeRoute } from '../../../test/fetchRoutes';
import { renderApp } from '../../../test/render';
import { buildResponsiblePlay } from '../payments/fixtures';
import { SKELETON_ROWS } from './RecentActivity';

beforeAll(() => initI18n('en'));
beforeEach(() => {
  useSessionStore.setState({ user: buildUser({ balance: 500 }), token: 't', loading: false });
  useToastStore.setState({ toasts: [] });
});

let counter = 0;
function entry(overrides: Partial<HistoryEntryDto> = {}): HistoryEntryDto {
  counter += 1;
  const id = counter.toString(16).padStart(24, '0');
  return {
    id,
    prizeName: 'Headphones',
    prizeValue: '19.99',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    action: 'pending',
    box: { id: 'b1', name: 'Gadget Grab', category: 'Tech' },
    prize: { id: 'p1', iconClass: 'gift', imageUrl: '/media/p.svg', rarity: 'rare' },
    imageUrl: '/media/p.svg',
    rarity: 'rare',
    isWin: true,
    pricePaid: 100,
    resaleCoins: null,
    shipmentStatus: null,
    proofUrl: `/api/openings/${id}/proof`,
    freeLevel: null,
    ...overrides,
  };
}

const summary = {
  boxesOpened: 4,
  wins: 3,
  totalWinnings: '59.97',
  coinsSpent: 400,
  pendingActions: 1,
  legendary: { category: 'Tech', consecutivePlays: 2, isEligibleForLegendary: false, playsUntilLegendary: 3, requiredPlays: 5 },
};
const bonus = {
  coins: 50,
  available: true,
  lastClaimedAt: null,
  nextClaimAt: null,
  cooldownMs: 86_400_000,
  serverTime: new Date().toISOString(),
  selfExcludedUntil: null,
  selfExclusionPermanent: false,
};

function routes(history: FakeRoute, extra: Record<string, FakeRoute> = {}) {
  return fetchRoutes({
    'GET /api/config': { body: buildPublicConfig() },
    'GET /api/me/summary': { body: summary },
    'GET /api/daily-bonus': { body: bonus },
    'GET /api/shipments': { body: { entries: [], nextCursor: null } },
    'GET /api/history': history,
    ...extra,
  });
}

const rows = () => screen.getAllByTestId('activity-row');
const rowOf = (prize: string) => rows().find((r) => within(r).queryByText(prize))!;

describe('recent activity', () => {
  it('follows pushes from other tabs: an opening refreshes the history and the figures, a shipment the shipments', async () => {
    const first = entry({ prizeName: 'Headphones' });
    let history: HistoryEntryDto[] = [first];
    let shipments: unknown[] = [];
    const fake = routes(() => ({ body: { entries: history, nextCursor: null } }), {
      'GET /api/shipments': () => ({ body: { entries: shipments, nextCursor: null } }),
    });
    renderApp('/dashboard');
    await screen.findByText('Headphones');
    const reads = (path: string) => fake.calls.filter((c) => c.method === 'GET' && c.path.startsWith(path)).length;
    const before = { summary: reads('/api/me/summary'), shipments: reads('/api/shipments') };

    history = [entry({ prizeName: 'Drone' }), first];
    act(() => useActivityStore.getState().seen('unboxings', useActivityStore.getState().unboxings + 1));
    expect(await screen.findByText('Drone')).toBeInTheDocument();
    await waitFor(() => expect(reads('/api/me/summary')).toBe(before.summary + 1));
    expect(reads('/api/shipments')).toBe(before.shipments);

    shipments = [];
    act(() => useActivityStore.getState().seen('shipments', useActivityStore.getState().shipments + 1));
    await waitFor(() => expect(reads('/api/shipments')).toBe(before.shipments + 1));
    expect(reads('/api/me/summary')).toBe(before.summary + 1);
  });

  it(`shows ${SKELETON_ROWS} skeleton rows while the history loads`, async () => {
    let release: (answer: { body: PageDto<HistoryEntryDto> }) => void = () => undefined;
    routes(() => new Promise((resolve) => (release = resolve)));
    renderApp('/dashboard');
    expect(await screen.findByText('Loading your activity…')).toBeInTheDocument();
    expect(screen.getAllByTestId('activity-skeleton')).toHaveLength(5);
    release({ body: { entries: [entry()], nextCursor: null } });
    expect(await screen.findByText('Headphones')).toBeInTheDocument();
    expect(screen.queryAllByTestId('activity-skeleton')).toHaveLength(0);
  });

  it('marks a free-box claim as free', async () => {
    const free = entry({ prizeName: 'AirTag', pricePaid: 0, freeLevel: 1, box: { id: 'l1', name: 'Black Opal', category: 'Tech' } });
    routes({ body: { entries: [free, entry({ prizeName: 'Watch' })], nextCursor: null } });
    renderApp('/dashboard');
    await screen.findByText('AirTag');
    expect(within(rowOf('AirTag')).getByText('Free box')).toBeInTheDocument();
    expect(within(rowOf('Watch')).queryByText('Free box')).not.toBeInTheDocument();
  });

  it('badges each opening Shipped, Resold or Pending (a loss has no action), with a Verify link and Ship / Resell only on pending wins', async () => {
    const shipped = entry({ prizeName: 'Watch', action: 'ship', shipmentStatus: 'shipped' });
    const resold = entry({ prizeName: 'Sneakers', action: 'resell', resaleCoins: 1_599 });
    const pending = entry({ prizeName: 'Headphones', action: 'pending' });
    const loss = entry({ prizeName: 'Nothing', prizeValue: '0.00', isWin: false, action: 'pending' });
    routes({ body: { entries: [shipped, resold, pending, loss], nextCursor: null } });
    renderApp('/dashboard');
    await screen.findByText('Watch');

    expect(within(rowOf('Watch')).getByText('Shipped')).toBeInTheDocument();
    expect(within(rowOf('Watch')).getByText('On its way')).toBeInTheDocument();
    expect(within(rowOf('Sneakers')).getByText('Resold')).toBeInTheDocument();
    expect(within(rowOf('Sneakers')).getByText(/^Resold for 1,599 coins/)).toBeInTheDocument();
    expect(within(rowOf('Headphones')).getByText('Pending')).toBeInTheDocument();
    expect(within(rowOf('Nothing')).getByText('No prize')).toBeInTheDocument();
    expect(within(rowOf('Nothing')).queryByText('Pending')).not.toBeInTheDocument();
    expect(within(rowOf('Headphones')).getByText('$19.99')).toBeInTheDocument();
    expect(within(rowOf('Headphones')).getByText('Gadget Grab')).toBeInTheDocument();
    expect(within(rowOf('Headphones')).getByText('5 minutes ago')).toBeInTheDocument();

    for (const [prize, opening] of [
      ['Watch', shipped],
      ['Nothing', loss],
    ] as const) {
      expect(within(rowOf(prize)).getByRole('link', { name: /^Verify the opening of Gadget Grab/ })).toHaveAttribute(
        'href',
        `/fairness?opening=${opening.id}`,
      );
    }
    expect(within(rowOf('Headphones')).getByRole('button', { name: 'Ship Headphones' })).toBeInTheDocument();
    expect(within(rowOf('Headphones')).getByRole('button', { name: 'Resell Headphones' })).toBeInTheDocument();
    for (const prize of ['Watch', 'Sneakers', 'Nothing'])
      expect(within(rowOf(prize)).queryByRole('button', { name: /^(Ship|Resell) / })).toBeNull();

    // Profile figures from the summary, the balance from the session.
    expect(screen.getByTestId('dashboard-balance')).toHaveTextContent('500 coins');
    expect(screen.getByText('$59.97')).toBeInTheDocument();
    expect(screen.getByText('Play 3 more times to unlock legendary prizes.')).toBeInTheDocument();
    expect(screen.getByText('2 consecutive plays in Tech')).toBeInTheDocument();
    for (const [name, href] of [
      ['Add Coins', '/checkout'],
      ['Browse Boxes', '/boxes'],
      ['Home', '/'],
    ]) {
      expect(within(screen.getByRole('navigation', { name: 'Account shortcuts' })).getByRole('link', { name })).toHaveAttribute(
        'href',
        href,
      );
    }
  });

  it('loads more pages with the cursor until the end', async () => {
    const first = Array.from({ length: 10 }, (_, i) => entry({ prizeName: `Prize ${i}` }));
    const second = [entry({ prizeName: 'Prize 10' })];
    // The history answers by its query string: the first page, then the page after the cursor.
    const asked: string[] = [];
    const json = (body: unknown) => ({ ok: true, status: 200, statusText: 'OK', text: async () => JSON.stringify(body) });
    const bodies: Record<string, unknown> = {
      '/api/me/summary': summary,
      '/api/daily-bonus': bonus,
      '/api/shipments': { entries: [], nextCursor: null },
      '/api/config': buildPublicConfig(),
      '/api/payments/purchases': { entries: [], nextCursor: null },
      '/api/payments/limits': buildResponsiblePlay(),
    };
    Object.assign(globalThis, {
      fetch: jest.fn(async (input: string) => {
        const url = new URL(input, 'http://localhost');
        if (url.pathname !== '/api/history') return json(bodies[url.pathname] ?? {});
        asked.push(url.search);
        return json(
          url.searchParams.get('cursor') ? { entries: second, nextCursor: null } : { entries: first, nextCursor: first.at(-1)!.id },
        );
      }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard');
    await screen.findByText('Prize 9');
    expect(rows()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Prize 10')).toBeInTheDocument();
    expect(rows()).toHaveLength(11);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(asked).toEqual(['?limit=10', `?limit=10&cursor=${first.at(-1)!.id}`]);
  });

  it('resells a pending win: the balance on screen changes at once and a toast names the coins', async () => {
    const pending = entry({ prizeName: 'Headphones' });
    const { calls } = routes(
      { body: { entries: [pending], nextCursor: null } },
      {
        [`POST /api/unboxings/${pending.id}/action`]: {
          body: { openingId: pending.id, action: 'resell', userBalance: 2_099, balanceVersion: 2, creditedCoins: 1_599, shipment: null },
        },
      },
    );
    const user = userEvent.setup();
    renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Resell Headphones' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resell Headphones?' });
    await user.click(within(dialog).getByRole('button', { name: 'Resell for Coins' }));
    await waitFor(() => expect(useSessionStore.getState().user?.balance).toBe(2_099));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ action: 'resell' });
    expect(screen.getByTestId('dashboard-balance')).toHaveTextContent('2,099 coins');
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Prize resold',
      description: '1,599 coins (≈ $15.99) added to your balance.',
    });
  });

  it('ships a pending win with a checked address form', async () => {
    const pending = entry({ prizeName: 'Headphones' });
    const { calls } = routes(
      { body: { entries: [pending], nextCursor: null } },
      {
        [`POST /api/unboxings/${pending.id}/action`]: {
          body: { openingId: pending.id, action: 'ship', userBalance: 500, creditedCoins: 0, shipment: null },
        },
      },
    );
    const user = userEvent.setup();
    renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Ship Headphones' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship Headphones' });
    await user.click(await within(dialog).findByRole('button', { name: 'Ship my prize' }));
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(4);
    const country = within(dialog).getByLabelText('Country');
    expect(document.getElementById(country.getAttribute('aria-describedby') ?? '')).toHaveTextContent('Select a country');
    await user.type(within(dialog).getByLabelText('Full name'), 'Ada Lovelace');
    await user.type(within(dialog).getByLabelText('Address'), '12 St James Square');
    await user.type(within(dialog).getByLabelText('City'), 'London');
    await user.type(within(dialog).getByLabelText('Postal code'), 'SW1Y 4JH');
    await user.selectOptions(within(dialog).getByLabelText('Country'), 'GB');
    await user.click(within(dialog).getByRole('button', { name: 'Ship my prize' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      action: 'ship',
      address: { name: 'Ada Lovelace', line1: '12 St James Square', city: 'London', postalCode: 'SW1Y 4JH', country: 'GB' },
    });
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Shipping requested' });
  });
});
