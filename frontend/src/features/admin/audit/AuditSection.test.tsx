import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntryDto } from '@nova/protocol';
import { initI18n } from '../../../i18n';
import { useSessionStore } from '../../../stores/useSessionStore';
import { resetStaffStore } from '../../../stores/useStaffStore';
import { buildUser } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { routeFetch } from '../../../../test/routeFetch';

beforeAll(() => initI18n('en'));
beforeEach(() => {
  resetStaffStore();
  useSessionStore.setState({ user: buildUser({ role: 'admin', isAdmin: true, username: 'root' }), token: 't', loading: false });
});

let n = 0;
function entry(overrides: Partial<AuditEntryDto> = {}): AuditEntryDto {
  n += 1;
  return {
    id: n.toString(16).padStart(24, 'a'),
    action: 'coins.granted',
    actor: { id: 'a1', username: 'root', role: 'admin' },
    target: { type: 'user', id: 'u9', label: 'vega' },
    before: { balance: 300 },
    after: { balance: 550 },
    reason: null,
    at: '2026-01-15T12:00:00.000Z',
    ...overrides,
  };
}

/** A fake audit API over a list, newest first, cursor pages of `limit`, filtered by action and actor. */
function serve(entries: AuditEntryDto[]) {
  return routeFetch({
    'GET /api/staff/feed': () => ({ entries: [], seq: 0 }),
    'GET /api/admin/users': (url) => ({
      users:
        url.searchParams.get('role') === 'admin'
          ? [
              {
                ...buildUser({ id: 'a1', username: 'root', role: 'admin', isAdmin: true }),
                banned: false,
                hasPassword: true,
                googleLinked: false,
                referralCode: null,
              },
            ]
          : [
              {
                ...buildUser({ id: 's1', username: 'ines', role: 'support' }),
                banned: false,
                hasPassword: true,
                googleLinked: false,
                referralCode: null,
              },
            ],
      total: 1,
      page: 1,
      pageSize: 100,
    }),
    'GET /api/admin/audit': (url) => {
      const action = url.searchParams.get('action');
      const actorId = url.searchParams.get('actorId');
      const all = entries.filter((e) => (!action || e.action === action) && (!actorId || e.actor.id === actorId));
      const limit = Number(url.searchParams.get('limit'));
      const cursor = url.searchParams.get('cursor');
      const start = cursor ? all.findIndex((e) => e.id === cursor) + 1 : 0;
      const page = all.slice(start, start + limit);
      return { entries: page, nextCursor: start + limit < all.length ? (page.at(-1)?.id ?? null) : null };
    },
  });
}

describe('audit section', () => {
  it('shows who did what to which object and when, the reason, and the changes on demand', async () => {
    const user = userEvent.setup();
    serve([
      entry({ reason: 'Goodwill' }),
      entry({
        action: 'shipment.advanced',
        actor: { id: 's1', username: 'ines', role: 'support' },
        target: { type: 'shipment', id: 's', label: 'Watch · vega' },
        before: { status: 'pending' },
        after: { status: 'shipped', trackingNumber: '1Z 999' },
      }),
      entry({
        action: 'winner.added',
        target: { type: 'winner', id: 'w', label: 'vega: Golden ticket' },
        before: null,
        after: { prizeName: 'Golden ticket', prizeValue: '99.50' },
      }),
    ]);
    renderApp('/admin/audit');
    const items = await within(await screen.findByRole('list', { name: 'Audit entries' })).findAllByTestId('audit-entry');
    expect(items).toHaveLength(3);
    const grant = within(items[0]!);
    expect(grant.getByText('Coins granted')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Account: vega');
    expect(items[0]).toHaveTextContent('by root (admin)');
    expect(items[0]).toHaveTextContent('Reason: Goodwill');
    expect(grant.getByText('Jan 15, 2026, 12:00:00 PM')).toHaveAttribute('datetime', '2026-01-15T12:00:00.000Z');

    const toggle = grant.getByRole('button', { name: 'Changes' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(grant.queryByRole('table')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const row = within(grant.getByRole('row', { name: /Balance/ }));
    expect(row.getAllByRole('cell').map((c) => c.textContent)).toEqual(['300', '550']);

    const shipmentEntry = within(items[1]!);
    expect(items[1]).toHaveTextContent('Shipment advanced');
    expect(items[1]).toHaveTextContent('by ines (support)');
    await user.click(shipmentEntry.getByRole('button', { name: 'Changes' }));
    expect(
      within(shipmentEntry.getByRole('row', { name: /Tracking number/ }))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['(none)', '1Z 999']);

    const created = within(items[2]!);
    await user.click(created.getByRole('button', { name: 'Changes' }));
    expect(
      within(created.getByRole('row', { name: /Prize value/ }))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['(new)', '99.50']);
  });

  it('loads more by cursor', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 30 }, () => entry());
    const { calls } = serve(many);
    renderApp('/admin/audit');
    await waitFor(() => expect(screen.getAllByTestId('audit-entry')).toHaveLength(25));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('audit-entry')).toHaveLength(30));
    expect(
      calls
        .filter((u) => u.pathname === '/api/admin/audit')
        .at(-1)
        ?.searchParams.get('cursor'),
    ).toBe(many[24]!.id);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('filters by action and by staff member', async () => {
    const user = userEvent.setup();
    const closed = entry({
      action: 'ticket.closed',
      actor: { id: 's1', username: 'ines', role: 'support' },
      target: { type: 'ticket', id: 't', label: '#AB12CD34 Lost parcel' },
    });
    const { calls } = serve([entry(), closed, entry()]);
    renderApp('/admin/audit');
    await waitFor(() => expect(screen.getAllByTestId('audit-entry')).toHaveLength(3));

    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Ticket closed' }));
    await waitFor(() => expect(screen.getAllByTestId('audit-entry')).toHaveLength(1));
    expect(screen.getByTestId('audit-entry')).toHaveTextContent('Ticket: #AB12CD34 Lost parcel');

    await user.click(screen.getByRole('combobox', { name: 'Staff member' }));
    await user.click(await screen.findByRole('option', { name: 'root · admin' }));
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
    const last = calls.filter((u) => u.pathname === '/api/admin/audit').at(-1)!;
    expect([last.searchParams.get('action'), last.searchParams.get('actorId')]).toEqual(['ticket.closed', 'a1']);

    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'All actions' }));
    await waitFor(() => expect(screen.getAllByTestId('audit-entry')).toHaveLength(2));
  }, 20_000);
});
