import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupportTicketDto } from '@nova/protocol';
import { initI18n } from '../../../i18n';
import { useSessionStore } from '../../../stores/useSessionStore';
import { resetStaffStore, useStaffStore } from '../../../stores/useStaffStore';
import { useToastStore } from '../../../stores/useToastStore';
import { buildUser } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { buildStaffEvent } from '../../../../test/realtimeFixtures';
import { routeFetch } from '../../../../test/routeFetch';

beforeAll(() => initI18n('en'));
beforeEach(() => {
  resetStaffStore();
  useToastStore.setState({ toasts: [] });
  useSessionStore.setState({ user: buildUser({ role: 'support' }), token: 't', loading: false });
});

let n = 0;
function ticket(overrides: Partial<SupportTicketDto> = {}): SupportTicketDto {
  n += 1;
  const id = n.toString(16).padStart(24, 'a');
  return {
    id,
    reference: id.slice(-8).toUpperCase(),
    name: 'Ada',
    email: 'ada@example.com',
    subject: `Question ${n}`,
    message: 'Where is my prize?\nIt has been a week.',
    userId: null,
    status: 'open',
    createdAt: '2026-01-15T12:00:00.000Z',
    closedAt: null,
    closedBy: null,
    ...overrides,
  };
}

/** A fake tickets API over a list, newest first, with cursor pages of TICKETS_PAGE_SIZE. */
function serveTickets(tickets: SupportTicketDto[]) {
  const patches: { id: string; status: string }[] = [];
  const routes = routeFetch({
    'GET /api/staff/feed': () => ({ entries: [], seq: 0 }),
    'GET /api/staff/tickets': (url) => {
      const status = url.searchParams.get('status');
      const limit = Number(url.searchParams.get('limit'));
      const cursor = url.searchParams.get('cursor');
      const all = tickets.filter((t) => t.status === status);
      const start = cursor ? all.findIndex((t) => t.id === cursor) + 1 : 0;
      const entries = all.slice(start, start + limit);
      return { entries, nextCursor: start + limit < all.length ? (entries.at(-1)?.id ?? null) : null };
    },
  });
  const { fn } = routes;
  const base = fn.getMockImplementation()!;
  fn.mockImplementation(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    if (init.method === 'PATCH' && url.pathname.startsWith('/api/staff/tickets/')) {
      const id = url.pathname.split('/').pop()!;
      const { status } = JSON.parse(String(init.body)) as { status: 'open' | 'closed' };
      patches.push({ id, status });
      const found = tickets.find((t) => t.id === id)!;
      found.status = status;
      return { ok: true, status: 200, statusText: 'OK', text: async () => JSON.stringify(found) };
    }
    return base(input, init);
  });
  return { ...routes, patches };
}

describe('staff tickets desk', () => {
  it('lists open tickets in full, loads more by cursor, and closes one', async () => {
    const user = userEvent.setup();
    const tickets = Array.from({ length: 25 }, () => ticket()).reverse();
    const { patches } = serveTickets(tickets);
    renderApp('/admin/tickets');
    const list = await screen.findByRole('list', { name: 'Open tickets' });
    expect(within(list).getAllByTestId('support-ticket')).toHaveLength(20);
    const first = within(list).getAllByTestId('support-ticket')[0]!;
    expect(first).toHaveTextContent('Question 25');
    expect(first).toHaveTextContent('ada@example.com');
    expect(first).toHaveTextContent('Where is my prize? It has been a week.');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('support-ticket')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    const reference = `#${tickets[0]!.reference}`;
    await user.click(within(first).getByRole('button', { name: `Close ticket ${reference}` }));
    await waitFor(() => expect(screen.getAllByTestId('support-ticket')).toHaveLength(24));
    expect(patches).toEqual([{ id: tickets[0]!.id, status: 'closed' }]);
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: `Ticket ${reference} closed`, variant: 'success' });

    await user.click(screen.getByRole('button', { name: 'Closed' }));
    const closed = await screen.findByRole('list', { name: 'Closed tickets' });
    await user.click(within(closed).getByRole('button', { name: `Reopen ticket ${reference}` }));
    await waitFor(() => expect(patches.at(-1)).toEqual({ id: tickets[0]!.id, status: 'open' }));
    expect(await screen.findByText('No closed tickets yet.')).toBeInTheDocument();
  }, 20_000);

  it('shows a new ticket from the staff feed without a reload', async () => {
    const tickets = [ticket()];
    serveTickets(tickets);
    renderApp('/admin/tickets');
    expect(await screen.findAllByTestId('support-ticket')).toHaveLength(1);
    const fresh = ticket({ subject: 'Just arrived', name: 'Sam' });
    tickets.unshift(fresh);
    act(() =>
      useStaffStore
        .getState()
        .event(buildStaffEvent({ kind: 'ticket', seq: 50, ticketId: fresh.id, name: 'Sam', subject: 'Just arrived' })),
    );
    await waitFor(() => expect(screen.getAllByTestId('support-ticket')).toHaveLength(2));
    expect(screen.getAllByTestId('support-ticket')[0]).toHaveTextContent('Just arrived');
  });

  it("the old staff page's address, /admin/live?tab=tickets, opens the console's tickets section", async () => {
    serveTickets([]);
    const { router } = renderApp('/admin/live?tab=tickets');
    expect(await screen.findByRole('heading', { level: 1, name: 'Support tickets' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/tickets');
    expect(await screen.findByText('No open tickets. New messages will appear here.')).toBeInTheDocument();
  });
});
