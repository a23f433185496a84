import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../i18n';
import { registerAffiliateHandlers } from '../realtime/handlers/affiliates';
import { useAffiliateStore } from '../stores/useAffiliateStore';
import { useSessionStore } from '../stores/useSessionStore';
import { useToastStore } from '../stores/useToastStore';
import { buildPayout, buildReferral, buildSummary } from '../features/affiliates/fixtures';
import { FakeSocket } from '../../test/fakeSocket';
import { buildUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { routeFetch } from '../../test/routeFetch';

beforeAll(() => initI18n('en'));
beforeEach(() => {
  useAffiliateStore.getState().clear();
  useToastStore.setState({ toasts: [] });
  useSessionStore.setState({ token: 't', user: buildUser({ email: 'me@example.com' }), loading: false });
});

const toastTitles = () => useToastStore.getState().toasts.map((t) => t.title);

describe('/affiliate-dashboard', () => {
  it('asks visitors to log in', async () => {
    useSessionStore.setState({ token: null, user: null, loading: false });
    routeFetch({});
    renderApp('/affiliate-dashboard');
    expect(await screen.findByRole('heading', { name: 'Access Denied' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Please log in')).toBeInTheDocument();
  });

  it('shows the code, link, rate, progress and figures; the copy buttons say Link Copied! and Code Copied!', async () => {
    const user = userEvent.setup();
    routeFetch({ 'GET /api/affiliates/me': () => buildSummary({ activeReferrals: 10 }) });
    renderApp('/affiliate-dashboard');
    expect(await screen.findByTestId('referral-code')).toHaveTextContent('NOVA2026');
    expect(screen.getByTestId('referral-link')).toHaveTextContent('http://localhost/?ref=NOVA2026');
    expect(screen.getByTestId('commission-rate')).toHaveTextContent('5%');
    expect(screen.getByText('Bronze tier')).toBeInTheDocument();
    expect(screen.getByText('15 more active referrals to reach Silver.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress to the next tier' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByTestId('this-month')).toHaveTextContent('$5.00');
    expect(screen.getByTestId('pending')).toHaveTextContent('$2.50');

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe('http://localhost/?ref=NOVA2026');
    expect(toastTitles()).toEqual(['Link Copied!']);
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toBe('NOVA2026');
    expect(toastTitles()).toEqual(['Code Copied!']);
  });

  it('updates without a reload when a referral joins and a commission is earned (a newer seq refetches)', async () => {
    const socket = new FakeSocket();
    const stop = registerAffiliateHandlers(socket.asSocket());
    let summary = buildSummary({ seq: 4, totalReferrals: 0, pendingCents: 0 });
    const joiner = buildReferral({ username: 'newcomer', totalSpentCents: 0, commissionCents: 0, active: false, lastPurchaseAt: null });
    const { calls } = routeFetch({
      'GET /api/affiliates/me': () => summary,
      'GET /api/affiliates/referrals': () => ({ entries: [], nextCursor: null }),
    });
    const user = userEvent.setup();
    renderApp('/affiliate-dashboard?tab=referrals');
    expect(await screen.findByText('No referrals yet. Share your link to get started.')).toBeInTheDocument();

    summary = buildSummary({ seq: 5, totalReferrals: 1, pendingCents: 0 });
    act(() => socket.deliver('referral:joined', { seq: 5, referral: joiner }));
    expect(await screen.findByText('newcomer')).toBeInTheDocument();
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(toastTitles()).toEqual(['New referral: newcomer']);
    // A repeat of the same fact changes nothing.
    act(() => socket.deliver('referral:joined', { seq: 5, referral: joiner }));
    await waitFor(() => expect(calls.filter((u) => u.pathname === '/api/affiliates/me')).toHaveLength(2));

    summary = buildSummary({ seq: 6, totalReferrals: 1, pendingCents: 250 });
    act(() =>
      socket.deliver('commission:updated', {
        seq: 6,
        change: 'earned',
        commission: {
          id: '65a1b2c3d4e5f60718299999',
          purchaseId: '65a1b2c3d4e5f60718299998',
          referralId: joiner.id,
          referralUsername: 'newcomer',
          purchaseCents: 5000,
          tier: 'bronze',
          percent: 5,
          amountCents: 250,
          status: 'pending',
          createdAt: '2026-01-15T12:00:00.000Z',
          availableAt: '2026-01-16T12:00:00.000Z',
          reversedAt: null,
          reversal: null,
        },
      }),
    );
    expect(toastTitles()).toEqual(['Commission earned: $2.50']);
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    await waitFor(() => expect(screen.getByTestId('pending')).toHaveTextContent('$2.50'));
    expect(screen.getByTestId('total-referrals')).toHaveTextContent('1');
    stop();
  });

  it('lists payouts and refuses a request under the minimum before sending it', async () => {
    const user = userEvent.setup();
    const { calls, fn } = routeFetch({
      'GET /api/affiliates/me': () => buildSummary({ availableCents: 7500 }),
      'GET /api/affiliates/payouts': () => ({
        entries: [
          buildPayout({ status: 'rejected', reason: 'PayPal account not found', method: 'paypal' }),
          buildPayout({ status: 'paid', method: 'coins', email: null }),
        ],
        nextCursor: null,
      }),
      'POST /api/affiliates/payouts': () => ({ status: 201, body: buildPayout({ amountCents: 6000, method: 'bank-transfer' }) }),
    });
    renderApp('/affiliate-dashboard?tab=payouts');
    expect(await screen.findByTestId('payout-available')).toHaveTextContent('$75.00');
    const rows = await screen.findAllByTestId('payout-row');
    expect(within(rows[0]!).getByText('Rejected')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Reason: PayPal account not found')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Paid')).toBeInTheDocument();

    const amount = screen.getByLabelText('Amount (USD)');
    expect(amount).toHaveValue('75.00');
    await user.clear(amount);
    await user.type(amount, '49.99');
    await user.click(screen.getByRole('button', { name: 'Request Payout' }));
    expect(await screen.findByText('The minimum payout is $50.00.')).toBeInTheDocument();
    expect(calls.filter((u) => u.pathname === '/api/affiliates/payouts' && u.search === '')).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: 'Payment method' }));
    await user.click(await screen.findByRole('option', { name: 'Bank Transfer' }));
    await user.clear(amount);
    await user.type(amount, '60');
    await user.click(screen.getByRole('button', { name: 'Request Payout' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Payout requested']));
    const posted = fn.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'POST');
    expect(JSON.parse(String((posted?.[1] as RequestInit).body))).toEqual({
      method: 'bank-transfer',
      email: 'me@example.com',
      amountCents: 6000,
    });
  });

  it('explains why a payout cannot be requested: unverified email, or the weekly limit', async () => {
    routeFetch({
      'GET /api/affiliates/me': () =>
        buildSummary({ availableCents: 9000, emailVerified: false, nextPayoutAt: '2026-01-22T12:00:00.000Z' }),
      'GET /api/affiliates/payouts': () => ({ entries: [], nextCursor: null }),
    });
    renderApp('/affiliate-dashboard?tab=payouts');
    expect(await screen.findByText('Verify your email address to request payouts.')).toBeInTheDocument();
    expect(screen.getByText(/Your next request is possible on/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Payout' })).toBeDisabled();
  });
});
