import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { initI18n } from '../../i18n';
import { usePurchaseStore } from '../../stores/usePurchaseStore';
import { useSessionStore } from '../../stores/useSessionStore';
import { useToastStore } from '../../stores/useToastStore';
import { fetchRoutes } from '../../../test/fetchRoutes';
import { buildUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { buildIntent, buildPurchase } from './fixtures';
import { PaymentPanel } from './PaymentPanel';

const pkg = { id: 'pro', coins: 5500, bonusCoins: 500, price: '50.00', popular: true };

beforeAll(() => initI18n('en'));
beforeEach(() => {
  usePurchaseStore.getState().clear();
  useToastStore.setState({ toasts: [] });
  useSessionStore.setState({ token: 't', user: buildUser(), loading: false });
});

const renderPanel = (intent: ReturnType<typeof buildIntent>) =>
  renderWithProviders(
    <MemoryRouter>
      <PaymentPanel intent={intent} pkg={pkg} onBack={() => undefined} />
    </MemoryRouter>,
  );

async function payWith(card: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Card number'), card);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/34');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.click(screen.getByRole('button', { name: 'Purchase 5,500 Coins - $50.00' }));
}

describe('payment panel', () => {
  it("shows Processing... until its own purchase's credit is announced, then Payment Successful", async () => {
    const intent = buildIntent();
    const { calls } = fetchRoutes({ 'POST /api/payments/simulated/confirm': { body: { status: 'succeeded', message: null } } });
    renderPanel(intent);
    await payWith('4242 4242 4242 4242');
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(calls.at(-1)?.body).toEqual({
      purchaseId: intent.purchase.id,
      clientSecret: intent.clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
    // Another purchase's news changes nothing here.
    act(
      () => void usePurchaseStore.getState().received(buildPurchase({ id: '65a1b2c3d4e5f60718293a4c', status: 'succeeded', version: 5 })),
    );
    expect(screen.queryByText('Payment Successful')).not.toBeInTheDocument();

    act(() => void usePurchaseStore.getState().received({ ...intent.purchase, status: 'succeeded', version: 2 }));
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getAllByText('5,500 coins added to your account!').length).toBeGreaterThan(0);
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Payment Successful', variant: 'success' });
  });

  it('shows Payment Failed with the provider message; an earlier failure of the same purchase does not count', async () => {
    const intent = buildIntent(buildPurchase({ status: 'failed', failureMessage: 'Old failure', version: 4 }));
    usePurchaseStore.getState().received(intent.purchase);
    fetchRoutes({ 'POST /api/payments/simulated/confirm': { body: { status: 'succeeded', message: null } } });
    renderPanel(intent);
    await payWith('4242 4242 4242 4242');
    await screen.findByRole('button', { name: 'Processing...' });
    expect(screen.queryByText('Payment Failed')).not.toBeInTheDocument();
    act(() => void usePurchaseStore.getState().received({ ...intent.purchase, failureMessage: 'Your card has expired.', version: 5 }));
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByText('Your card has expired.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('button', { name: 'Purchase 5,500 Coins - $50.00' })).toBeEnabled();
  });

  it('shows the decline at once from the confirm answer, and keeps bad card fields in the form', async () => {
    fetchRoutes({
      'POST /api/payments/simulated/confirm': { body: { status: 'requires_payment_method', message: 'Your card was declined.' } },
    });
    renderPanel(buildIntent());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Purchase 5,500 Coins - $50.00' }));
    expect(await screen.findByText('Enter the card number')).toBeInTheDocument();
    expect(screen.getByText('Enter the expiry date as MM/YY')).toBeInTheDocument();
    await payWith('4000 0000 0000 0002');
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
  });
});
