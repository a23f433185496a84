import { act, render, screen } from '@testing-library/react';
import { FALLBACK_RATES } from '@nova/protocol';
import { initI18n } from '../i18n';
import { useSessionStore } from '../stores/useSessionStore';
import { buildUser } from '../../test/fixtures';
import { mockFetch, renderApp } from '../../test/render';
import { useCurrencyStore } from './useCurrencyStore';
import { useMoney } from './useMoney';

function Price({ usd, coins }: { usd: number; coins: number }) {
  const { money, coins: formatCoins } = useMoney();
  return (
    <p>
      <span data-testid="money">{money(usd)}</span>
      <span data-testid="coins">{formatCoins(coins)}</span>
    </p>
  );
}

beforeAll(() => initI18n('en'));
beforeEach(() => useCurrencyStore.setState({ currency: 'USD', rates: { ...FALLBACK_RATES }, source: 'fallback' }));

describe('money on screen', () => {
  it('shows JPY as whole yen and EUR with the euro sign and two decimals', () => {
    useCurrencyStore.setState({ currency: 'JPY' });
    const { rerender } = render(<Price usd={12.5} coins={1250} />);
    expect(screen.getByTestId('money')).toHaveTextContent('¥1,375');
    expect(screen.getByTestId('coins')).toHaveTextContent('1,250 coins (≈ ¥1,375)');

    act(() => useCurrencyStore.setState({ currency: 'EUR' }));
    rerender(<Price usd={12.5} coins={1250} />);
    expect(screen.getByTestId('money')).toHaveTextContent('€10.63');
    expect(screen.getByTestId('coins')).toHaveTextContent('1,250 coins (≈ €10.63)');
  });

  it('re-renders when live rates arrive', () => {
    useCurrencyStore.setState({ currency: 'EUR' });
    render(<Price usd={10} coins={0} />);
    expect(screen.getByTestId('money')).toHaveTextContent('€8.50');
    act(() => useCurrencyStore.getState().setRates({ base: 'USD', rates: { EUR: 0.9 }, source: 'live', fetchedAt: '2025-01-25T00:00:00Z' }));
    expect(screen.getByTestId('money')).toHaveTextContent('€9.00');
  });

  it('the top bar balance shows its value in the display currency', async () => {
    mockFetch({});
    useCurrencyStore.setState({ currency: 'JPY' });
    useSessionStore.setState({ user: buildUser({ balance: 1250 }), token: 't' });
    renderApp('/');
    expect(screen.getByRole('link', { name: 'Balance: 1,250 coins (≈ ¥1,375)' })).toBeInTheDocument();
    // Let the lazily loaded home page settle before the session is cleared.
    await screen.findByRole('heading', { level: 1 });
    act(() => useSessionStore.setState({ user: null, token: null }));
  });
});
