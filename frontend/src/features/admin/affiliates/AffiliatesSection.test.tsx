import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminAffiliatePayoutDto, AffiliateProgrammeDto } from '@nova/protocol';
import { initI18n } from '../../../i18n';
import { useSessionStore } from '../../../stores/useSessionStore';
import { useToastStore } from '../../../stores/useToastStore';
import { fetchRoutes } from '../../../../test/fetchRoutes';
import { buildUser } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { buildPayout } from '../../affiliates/fixtures';
import AffiliatesSection from './AffiliatesSection';

const waiting: AdminAffiliatePayoutDto = {
  ...buildPayout({ amountCents: 7500, method: 'coins', email: null }),
  userId: '65a1b2c3d4e5f60718290000',
  username: 'Vega',
};
const external: AdminAffiliatePayoutDto = {
  ...buildPayout({ amountCents: 5000, method: 'paypal' }),
  userId: '65a1b2c3d4e5f60718290001',
  username: 'Lyra',
};
const programme: AffiliateProgrammeDto = {
  affiliates: 2,
  referrals: 31,
  commissions: { count: 40, pendingCents: 1200, availableCents: 13400, reversedCents: 300, earnedCents: 14600 },
  payouts: { requestedCount: 2, requestedCents: 12500, paidCount: 1, paidCents: 5000, rejectedCount: 0 },
  top: [
    {
      userId: waiting.userId,
      username: 'Vega',
      referralCode: 'VEGA2026',
      tier: 'silver',
      activeReferrals: 27,
      earnedCents: 11000,
      paidCents: 5000,
    },
  ],
};

beforeAll(() => initI18n('en'));
beforeEach(() => useSessionStore.setState({ token: 't', user: buildUser({ role: 'admin' }), loading: false }));

describe('admin affiliates section', () => {
  it('shows the totals, the queue and the leading affiliates; pays coins and marks external payouts paid', async () => {
    const { calls } = fetchRoutes({
      'GET /api/admin/affiliates/overview': { body: programme },
      'GET /api/admin/affiliates/payouts': { body: { entries: [waiting, external], nextCursor: null } },
      [`POST /api/admin/affiliates/payouts/${waiting.id}/approve`]: { body: { ...waiting, status: 'paid' } },
      [`POST /api/admin/affiliates/payouts/${external.id}/approve`]: {
        status: 409,
        body: { code: 'PAYOUT_NOT_PENDING', message: 'decided' },
      },
    });
    renderWithProviders(<AffiliatesSection />);
    expect(await screen.findByTestId('total-referrals')).toHaveTextContent('31');
    expect(screen.getByTestId('total-earned')).toHaveTextContent('$146.00');
    expect(screen.getByTestId('total-queue')).toHaveTextContent('$125.00 · 2');
    expect(within(screen.getByTestId('top-affiliate')).getByText('Silver · 27 active')).toBeInTheDocument();
    const [first, second] = await screen.findAllByTestId('admin-payout');
    expect(calls.find((c) => c.path === '/api/admin/affiliates/payouts')).toBeDefined();
    const user = userEvent.setup();
    await user.click(within(first!).getByRole('button', { name: 'Pay in coins' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path.endsWith(`${waiting.id}/approve`))).toBe(true));
    await user.click(within(second!).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        title: 'The payout could not be decided',
        description: 'This payout was already paid or rejected.',
      }),
    );
  });

  it('rejects with a reason only', async () => {
    const { calls } = fetchRoutes({
      'GET /api/admin/affiliates/overview': { body: programme },
      'GET /api/admin/affiliates/payouts': { body: { entries: [external], nextCursor: null } },
      [`POST /api/admin/affiliates/payouts/${external.id}/reject`]: { body: { ...external, status: 'rejected' } },
    });
    renderWithProviders(<AffiliatesSection />);
    const user = userEvent.setup();
    await user.click(within(await screen.findByTestId('admin-payout')).getByRole('button', { name: 'Reject' }));
    const confirm = await screen.findByRole('button', { name: 'Reject payout' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText('Reason (the affiliate sees it)'), 'PayPal account not found');
    await user.click(confirm);
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/reject'))?.body).toEqual({ reason: 'PayPal account not found' }));
  });
});
