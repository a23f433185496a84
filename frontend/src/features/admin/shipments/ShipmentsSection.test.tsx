import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffShipmentDto } from '@nova/protocol';
import { initI18n } from '../../../i18n';
import { useSessionStore } from '../../../stores/useSessionStore';
import { resetStaffStore, useStaffStore } from '../../../stores/useStaffStore';
import { useToastStore } from '../../../stores/useToastStore';
import { buildUser } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { buildStaffEvent } from '../../../../test/realtimeFixtures';

beforeAll(() => initI18n('en'));
beforeEach(() => {
  resetStaffStore();
  useToastStore.setState({ toasts: [] });
  useSessionStore.setState({ user: buildUser({ role: 'support', username: 'ines' }), token: 't', loading: false });
});

let n = 0;
function shipment(overrides: Partial<StaffShipmentDto> = {}): StaffShipmentDto {
  n += 1;
  return {
    id: n.toString(16).padStart(24, 'b'),
    openingId: n.toString(16).padStart(24, 'c'),
    userId: 'u9',
    username: 'vega',
    prize: { name: `Watch ${n}`, imageUrl: '/img/watch.png', valueInUSD: '250.00', rarity: 'epic' },
    address: { name: 'Ada Lovelace', line1: '12 St James Square', city: 'London', postalCode: 'SW1Y 4JH', country: 'GB' },
    status: 'pending',
    trackingNumber: null,
    history: [],
    createdAt: '2026-01-15T12:00:00.000Z',
    updatedAt: '2026-01-15T12:00:00.000Z',
    ...overrides,
  };
}

/** A fake shipments API over a list: GET filters by status; PATCH answers `refuse` (when set) or advances. */
function serve(shipments: StaffShipmentDto[], refuse?: { status: number; code: string }) {
  const gets: URL[] = [];
  const patches: { id: string; body: unknown }[] = [];
  const json = (status: number, body: unknown) => ({
    ok: status < 300,
    status,
    statusText: String(status),
    text: async () => JSON.stringify(body),
  });
  Object.assign(globalThis, {
    fetch: jest.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/staff/feed') return json(200, { entries: [], seq: 0 });
      if (url.pathname === '/api/admin/shipments') {
        gets.push(url);
        const status = url.searchParams.get('status');
        return json(200, { entries: shipments.filter((s) => !status || s.status === status), nextCursor: null });
      }
      if (init.method === 'PATCH' && url.pathname.startsWith('/api/admin/shipments/')) {
        const id = url.pathname.split('/').pop()!;
        const body = JSON.parse(String(init.body)) as { status: 'shipped' | 'delivered'; trackingNumber?: string };
        patches.push({ id, body });
        if (refuse) return json(refuse.status, { code: refuse.code, message: 'refused' });
        const found = shipments.find((s) => s.id === id)!;
        Object.assign(found, { status: body.status, trackingNumber: body.trackingNumber ?? found.trackingNumber });
        return json(200, found);
      }
      return json(404, { code: 'ROUTE_NOT_FOUND', message: 'No route' });
    }),
  });
  return { gets, patches };
}

const card = (prize: string) => within(screen.getAllByTestId('admin-shipment').find((c) => c.textContent?.includes(prize))!);

describe('shipments section', () => {
  it('lists shipments with player, address and status, and filters by status', async () => {
    const user = userEvent.setup();
    const { gets } = serve([shipment({ status: 'shipped', trackingNumber: 'TRK-1' }), shipment()]);
    renderApp('/admin/shipments');
    const list = within(await screen.findByRole('list', { name: 'Shipments' }));
    expect(list.getAllByTestId('admin-shipment')).toHaveLength(2);
    const shipped = card('Watch 1');
    expect(shipped.getByText('vega')).toBeInTheDocument();
    expect(shipped.getByText('Shipped')).toBeInTheDocument();
    expect(shipped.getByText('TRK-1')).toBeInTheDocument();
    expect(shipped.getByText(/12 St James Square, SW1Y 4JH London, United Kingdom/)).toBeInTheDocument();
    expect(shipped.getByRole('button', { name: 'Mark Watch 1 for vega delivered' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pending' }));
    await waitFor(() => expect(screen.getAllByTestId('admin-shipment')).toHaveLength(1));
    expect(gets.at(-1)?.searchParams.get('status')).toBe('pending');
    await user.click(screen.getByRole('button', { name: 'Delivered' }));
    expect(await screen.findByText('No shipments with this status.')).toBeInTheDocument();
  });

  it('marks a pending shipment shipped: the tracking number is required, then the list shows it', async () => {
    const user = userEvent.setup();
    const list = [shipment()];
    const { patches } = serve(list);
    renderApp('/admin/shipments');
    const prize = list[0]!.prize.name;
    await user.click(await screen.findByRole('button', { name: `Mark ${prize} for vega shipped` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark as shipped' }));
    await user.click(dialog.getByRole('button', { name: 'Mark shipped' }));
    expect(await dialog.findByText('Enter a tracking number: 4 to 64 letters, digits, spaces or dashes.')).toBeInTheDocument();
    expect(patches).toEqual([]);

    await user.type(dialog.getByLabelText('Tracking number'), '1Z 999 AA1');
    await user.click(dialog.getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches).toEqual([{ id: list[0]!.id, body: { status: 'shipped', trackingNumber: '1Z 999 AA1' } }]);
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: `${prize} for vega marked shipped`, variant: 'success' });
    expect(await card(prize).findByText('1Z 999 AA1')).toBeInTheDocument();
    expect(card(prize).getByRole('button', { name: `Mark ${prize} for vega delivered` })).toBeInTheDocument();
  });

  it("a refused step keeps the dialog open with the server's translated reason", async () => {
    const user = userEvent.setup();
    const list = [shipment({ status: 'shipped', trackingNumber: 'TRK-9' })];
    const { patches } = serve(list, { status: 409, code: 'INVALID_TRANSITION' });
    renderApp('/admin/shipments');
    const prize = list[0]!.prize.name;
    await user.click(await screen.findByRole('button', { name: `Mark ${prize} for vega delivered` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark as delivered' }));
    expect(dialog.getByText(`${prize} for vega (tracking number TRK-9) reached the player.`)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Mark delivered' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('That status change is not allowed.');
    expect(patches).toEqual([{ id: list[0]!.id, body: { status: 'delivered' } }]);
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refreshes when the operations feed reports a shipment', async () => {
    const list = [shipment()];
    const { gets } = serve(list);
    renderApp('/admin/shipments');
    expect(await screen.findAllByTestId('admin-shipment')).toHaveLength(1);
    list.unshift(shipment({ prize: { name: 'Fresh camera', imageUrl: '/c.png', valueInUSD: '90.00', rarity: 'rare' } }));
    const before = gets.length;
    act(() => useStaffStore.getState().event(buildStaffEvent({ kind: 'shipment', seq: 70 })));
    await waitFor(() => expect(screen.getAllByTestId('admin-shipment')).toHaveLength(2));
    expect(gets.length).toBeGreaterThan(before);
    expect(screen.getAllByTestId('admin-shipment')[0]).toHaveTextContent('Fresh camera');
  });
});
