import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPurchaseDto } from '@nova/protocol';
import { initI18n } from '../../../i18n';
import { useSessionStore } from '../../../stores/useSessionStore';
import { fetchRoutes } from '../../../../test/fetchRoutes';
import { buildUser } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { buildPurchase } from '../../payments/fixtures';
import PaymentsSection from './PaymentsSection';

const asked: AdminPurchaseDto = {
  ...buildPurchase({
    status: 'succeeded',
    refund: { status: 'requested', requestedAt: '2026-01-15T13:00:00.000Z', decidedAt: null, reason: null },
  }),
  userId: '65a1b2c3d4e5f60718290000',
  username: 'Vega',
  flag: null,
  providerRefunded: false,
};
const flagged: AdminPurchaseDto = {
  ...buildPurchase({ id: '65a1b2c3d4e5f60718293a4c', status: 'refunded', reversedCoins: 300 }),
  userId: '65a1b2c3d4e5f60718290001',
  username: 'Lyra',
  flag: { reason: 'dispute', at: '2026-01-15T14:00:00.000Z', unrecoveredCoins: 5200, resolvedAt: null },
  providerRefunded: false,
};

beforeAll(() => initI18n('en'));
beforeEach(() => useSessionStore.setState({ token: 't', user: buildUser({ role: 'admin' }), loading: false }));

function routes() {
  return fetchRoutes({
    'GET /api/admin/payments/purchases': () => ({ body: { entries: [asked], nextCursor: null } }),
    [`POST /api/admin/payments/purchases/${asked.id}/refund/approve`]: { body: { ...asked, status: 'refunded' } },
    [`POST /api/admin/payments/purchases/${asked.id}/refund/reject`]: { body: asked },
    [`POST /api/admin/payments/purchases/${flagged.id}/flag/resolve`]: { body: flagged },
  });
}

describe('admin payments section', () => {
  it('lists refund requests; approving posts to the approve route; rejecting needs a reason', async () => {
    const { calls } = routes();
    renderWithProviders(<PaymentsSection />);
    expect(await screen.findByText('Vega')).toBeInTheDocument();
    expect(calls[0]?.path).toBe('/api/admin/payments/purchases');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Approve refund' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/refund/approve'))).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const confirm = await screen.findByRole('button', { name: 'Reject refund' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText('Reason (the player sees it)'), 'Coins were used.');
    await user.click(confirm);
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/refund/reject'))?.body).toEqual({ reason: 'Coins were used.' }));
  });

  it('shows flagged accounts with what could not be taken back, and resolves a flag', async () => {
    const { calls } = fetchRoutes({
      'GET /api/admin/payments/purchases': () => ({ body: { entries: [flagged], nextCursor: null } }),
      [`POST /api/admin/payments/purchases/${flagged.id}/flag/resolve`]: { body: flagged },
    });
    renderWithProviders(<PaymentsSection />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Flagged accounts' }));
    expect(await screen.findByText(/Disputed by the cardholder · 5,200 coins could not be taken back/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark resolved' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/flag/resolve'))).toBe(true));
    expect(calls.some((c) => c.method === 'GET' && c.path === '/api/admin/payments/purchases')).toBe(true);
  });
});
