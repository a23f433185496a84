import { webcrypto } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIMULATOR_DRAFT_STORAGE_KEY } from '@nova/protocol';
import { initI18n } from '../i18n';
import { useSessionStore } from '../stores/useSessionStore';
import { useToastStore } from '../stores/useToastStore';
import { buildBox, buildPublicConfig, buildUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { routeFetch } from '../../test/routeFetch';

/** The WebCrypto calls the draw needs besides `sign`, from Node's implementation. */
function nodeSubtle() {
  return {
    importKey: webcrypto.subtle.importKey.bind(webcrypto.subtle),
    digest: webcrypto.subtle.digest.bind(webcrypto.subtle),
  };
}

/**
 * A WebCrypto whose HMAC `sign` can be held: the first `free` signatures go through, later ones wait for
 * `release()`, so a test sees the run mid-way without timing anything.
 */
function heldCrypto(free: number) {
  let calls = 0;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const subtle = {
    ...nodeSubtle(),
    sign: async (...args: Parameters<SubtleCrypto['sign']>) => {
      calls += 1;
      if (calls > free) await gate;
      return webcrypto.subtle.sign(...args);
    },
  };
  const crypto = { getRandomValues: <T extends ArrayBufferView>(a: T) => webcrypto.getRandomValues(a as never) as T, subtle };
  Object.defineProperty(globalThis, 'crypto', { value: crypto, configurable: true });
  return { release: () => release() };
}

const useCrypto = (value: unknown) => Object.defineProperty(globalThis, 'crypto', { value, configurable: true });

const box = buildBox({ id: 'b1', name: 'Test Box' });
const admin = () => useSessionStore.setState({ user: buildUser({ role: 'admin', isAdmin: true }), token: 't', loading: false });

function serve() {
  return routeFetch({ 'GET /api/boxes': () => [box], 'GET /api/config': () => buildPublicConfig({ resaleRate: 0.8 }) });
}

async function setOpenings(user: ReturnType<typeof userEvent.setup>, value: string) {
  const field = await screen.findByLabelText('Openings');
  await user.clear(field);
  await user.type(field, value);
}

// Whole-app renders and real draws: generous room for a loaded 2-core machine (the tests observe, never sleep).
jest.setTimeout(20_000);

beforeAll(() => initI18n('en'));
beforeEach(() => {
  useCrypto(webcrypto);
  useToastStore.setState({ toasts: [] });
  useSessionStore.setState({ user: null, token: null, loading: false });
  sessionStorage.clear();
});

describe('simulator page', () => {
  it('is for admins only', async () => {
    serve();
    useSessionStore.setState({ user: buildUser(), token: 't' });
    const { unmount } = renderApp('/simulator');
    expect(await screen.findByText('Admin privileges required')).toBeInTheDocument();
    unmount();
    useSessionStore.setState({ user: null, token: null });
    renderApp('/simulator');
    expect(await screen.findByText('Please log in')).toBeInTheDocument();
  });

  it('runs the real draw with a progress bar, then shows chi-square, frequencies, RTP and session balances', async () => {
    const user = userEvent.setup();
    serve();
    admin();
    const held = heldCrypto(2_000);
    renderApp('/simulator');
    expect(await screen.findByRole('heading', { level: 1, name: 'Game Simulator' })).toBeInTheDocument();
    await setOpenings(user, '6000');
    await user.click(screen.getByRole('button', { name: 'Run simulation' }));

    // The first chunk of 2,000 draws is through; the rest wait on the held HMAC.
    const bar = await screen.findByRole('progressbar', { name: 'Simulation progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '2000'));
    expect(bar).toHaveAttribute('aria-valuemax', '6000');
    expect(screen.getByTestId('simulator-progress-text')).toHaveTextContent('Openings drawn: 2,000 / 6,000');
    expect(screen.getByRole('combobox', { name: 'Box' })).toBeDisabled();

    held.release();
    const results = await screen.findByTestId('simulator-results', {}, { timeout: 10_000 });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(
      within(results)
        .getAllByTestId('frequency-row')
        .map((row) => row.querySelector('th')?.textContent),
    ).toEqual(['Gold Watch', 'Headphones', 'Sticker', 'Nothing']);
    const draws = within(results)
      .getAllByTestId('frequency-row')
      .map((row) => Number(row.querySelectorAll('td')[2]!.textContent!.replace(/,/g, '')));
    expect(draws.reduce((a, b) => a + b, 0)).toBe(6_000);
    expect(within(results).getByTestId('chi-p-value').textContent).toMatch(/^[<\d]/);
    expect(within(results).getByText('Chi-square goodness of fit')).toBeInTheDocument();
    // Expected RTP of the fixture: (32 x $5,000 + 49,968 x $300 + 575,000 x $2) / 1,000,000 / $10 = 163.00%.
    expect(within(results).getByTestId('rtp-expected')).toHaveTextContent('163.00%');
    expect(within(results).getByTestId('rtp-observed').textContent).toMatch(/^\d+\.\d\d%$/);
    expect(within(within(results).getByTestId('session-figures').querySelector('div')!).getByText('120')).toBeInTheDocument();
    expect(within(results).getByRole('list', { name: 'Distribution of the balance change per session' }).children.length).toBeGreaterThan(
      0,
    );
    expect(screen.getByRole('button', { name: 'Run again' })).toBeEnabled();
  });

  it('cancels a run: the bar goes, nothing is shown, and the next run reports only its own results', async () => {
    const user = userEvent.setup();
    serve();
    admin();
    const held = heldCrypto(2_000);
    renderApp('/simulator');
    await setOpenings(user, '6000');
    await user.click(await screen.findByRole('button', { name: 'Run simulation' }));
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2000'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Cancelled with 2,000 / 6,000 openings drawn. Nothing was kept.')).toBeInTheDocument();
    expect(screen.queryByTestId('simulator-results')).not.toBeInTheDocument();

    held.release();
    useCrypto(webcrypto);
    await setOpenings(user, '500');
    await user.click(screen.getByRole('button', { name: 'Run simulation' }));
    const results = await screen.findByTestId('simulator-results', {}, { timeout: 10_000 });
    const openings = within(results).getByText('Openings').nextElementSibling;
    expect(openings).toHaveTextContent('500');
  });

  it("toasts 'Simulation Failed' with the reason, or the default message", async () => {
    const user = userEvent.setup();
    serve();
    admin();
    useCrypto({ getRandomValues: (a: Uint8Array) => webcrypto.getRandomValues(a) }); // no SubtleCrypto (plain HTTP)
    renderApp('/simulator');
    await setOpenings(user, '100');
    await user.click(await screen.findByRole('button', { name: 'Run simulation' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        title: 'Simulation Failed',
        description: 'This browser cannot compute the draw here (WebCrypto needs HTTPS or localhost).',
        variant: 'destructive',
      }),
    );

    useCrypto({
      getRandomValues: (a: Uint8Array) => webcrypto.getRandomValues(a),
      subtle: { ...nodeSubtle(), sign: () => Promise.reject(new Error('device lost')) },
    });
    await user.click(screen.getByRole('button', { name: 'Run simulation' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        title: 'Simulation Failed',
        description: 'Failed to calculate win probability',
      }),
    );
    expect(screen.queryByTestId('simulator-results')).not.toBeInTheDocument();
  });

  it('says when the catalog cannot be loaded or is empty', async () => {
    admin();
    routeFetch({ 'GET /api/boxes': () => ({ status: 503, body: { code: 'INTERNAL', message: 'down' } }) });
    const { unmount } = renderApp('/simulator');
    expect(await screen.findByText('The boxes could not be loaded.', {}, { timeout: 10_000 })).toBeInTheDocument();
    unmount();
    routeFetch({ 'GET /api/boxes': () => [] });
    renderApp('/simulator');
    expect(await screen.findByText('There are no boxes to simulate yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run simulation' })).not.toBeInTheDocument();
  });

  it('checks the settings with the shared schema before running', async () => {
    const user = userEvent.setup();
    serve();
    admin();
    renderApp('/simulator');
    await setOpenings(user, '2000000');
    await user.click(await screen.findByRole('button', { name: 'Run simulation' }));
    expect(await screen.findByText('Enter a whole number of openings from 1 to 1,000,000.')).toBeInTheDocument();
    await setOpenings(user, '20');
    const session = screen.getByLabelText('Session length (K)');
    await user.clear(session);
    await user.type(session, '21');
    await user.click(screen.getByRole('button', { name: 'Run simulation' }));
    expect(await screen.findByText('A session cannot be longer than the run.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("offers the box editor's draft from sessionStorage, and says when the draft is unusable", async () => {
    serve();
    admin();
    sessionStorage.setItem(
      SIMULATOR_DRAFT_STORAGE_KEY,
      JSON.stringify({
        name: 'Draft Vault',
        priceCoins: 2_000,
        prizes: [
          { name: 'Camera', rarity: 'epic', oddsPpm: 100_000, valueInUSDCents: 50_000 },
          { name: 'Nothing', rarity: 'none', oddsPpm: 900_000, valueInUSDCents: 0 },
        ],
      }),
    );
    const { unmount } = renderApp('/simulator?draft=1');
    expect(await screen.findByRole('combobox', { name: 'Box' })).toHaveTextContent('Unsaved draft: Draft Vault');
    expect(screen.getByText('This box has no legendary prizes: one odds table.')).toBeInTheDocument();
    unmount();

    sessionStorage.setItem(SIMULATOR_DRAFT_STORAGE_KEY, JSON.stringify({ name: 'Broken', priceCoins: 1, prizes: [] }));
    renderApp('/simulator?draft=1');
    expect(await screen.findByRole('alert')).toHaveTextContent('The draft from the box editor could not be used');
    expect(await screen.findByRole('combobox', { name: 'Box' })).toHaveTextContent('Test Box');
  });

  it('calculates expected plays, cost to win, margin and risk per prize, and the economics of both odds tables', async () => {
    const user = userEvent.setup();
    serve();
    admin();
    renderApp('/simulator');
    await user.click(await screen.findByRole('tab', { name: 'Calculator' }));
    const rows = await screen.findAllByTestId('calculator-row');
    const line = (i: number) => Array.from(rows[i]!.querySelectorAll('th, td'), (cell) => cell.textContent);
    // Gold Watch: 32 ppm -> ceil(31,250) + 5 eligibility plays; cost 31,255 x $10 against $5,000.
    expect(line(0)).toEqual(['Gold Watch', '0.0032%', '31,255incl. 5 for eligibility', '$312,550.00', '$5,000.00', '98.4%', 'Very Low']);
    // Headphones: 4.9968% -> 21 plays = $210 against $300: the shop loses on it.
    expect(line(1)).toEqual(['Headphones', '5%', '21', '$210.00', '$300.00', '-42.9%', 'High']);
    // Sticker: 57.5% -> 2 plays = $20 against $2: margin exactly 90%, which is not over 90%.
    expect(line(2)).toEqual(['Sticker', '57.5%', '2', '$20.00', '$2.00', '90.0%', 'Low']);
    expect(line(3)).toEqual(['Nothing', '37.5%', '3', '$30.00', '$0.00', '100.0%', 'Very Low']);
    expect(screen.getByTestId('economics-eligible')).toHaveTextContent('RTP163.00%');
    // Not eligible: the watch's 32 ppm go to 'Nothing' (the lowest value): EV drops by $0.16.
    expect(screen.getByTestId('economics-not-eligible')).toHaveTextContent('Expected value$16.14');
  });
});
