import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FreeBoxClaimResultDto, FreeBoxLevelDto, ProfileDto } from '@nova/protocol';
import { initI18n } from '../i18n';
import { useAuthDialogStore } from '../stores/useAuthDialogStore';
import { useSessionStore } from '../stores/useSessionStore';
import { useToastStore } from '../stores/useToastStore';
import { buildUser } from '../../test/fixtures';
import { fetchRoutes } from '../../test/fetchRoutes';
import { renderApp } from '../../test/render';

const NOW = Date.parse('2026-01-15T12:00:00.000Z');
const HOUR = 3_600_000;
const prize = {
  id: 'p1',
  name: 'AirTag 4-Pack',
  description: 'Four AirTags.',
  rarity: 'common' as const,
  valueInUSD: '99.00',
  oddsPpm: 1_000_000,
  probability: 1,
  imageUrl: '/p.svg',
  iconClass: 'tag',
};
const levels: FreeBoxLevelDto[] = [
  {
    id: 'l1',
    level: 1,
    name: 'Black Opal',
    description: 'First.',
    imageUrl: '/l1.svg',
    requiredSpent: 2_500,
    requiredXP: 2_500,
    prizes: [prize],
  },
  {
    id: 'l2',
    level: 2,
    name: 'Emerald',
    description: 'Second.',
    imageUrl: '/l2.svg',
    requiredSpent: 10_000,
    requiredXP: 10_000,
    prizes: [prize],
  },
];
const profile = (overrides: Partial<ProfileDto> = {}): ProfileDto => ({
  balance: 0,
  balanceVersion: 0,
  consecutivePlays: 0,
  totalSpent: 2_500,
  experiencePoints: 2_500,
  freeBoxLevel: 1,
  lastFreeBoxClaim: null,
  ...overrides,
});
const claimResult: FreeBoxClaimResultDto = {
  prizeName: 'AirTag 4-Pack',
  prizeValue: '99.00',
  level: 1,
  openingId: 'o1',
  prize: { ...prize, boxId: 'l1', value: '99.00', currency: 'USD' },
  isWin: true,
  resaleCoins: 7_920,
  fairness: { serverSeedHash: 'h', clientSeed: 'c', nonce: 0, roll: 0.1 },
  proofUrl: '/api/openings/o1/proof',
  createdAt: new Date(NOW).toISOString(),
  nextClaimAt: new Date(NOW + 24 * HOUR).toISOString(),
};

beforeAll(() => initI18n('en'));
beforeEach(() => {
  jest.useFakeTimers({ now: NOW, advanceTimers: true });
  useToastStore.setState({ toasts: [] });
  useAuthDialogStore.setState({ open: false, mode: 'login' });
  useSessionStore.setState({ user: null, token: null, loading: false });
});
afterEach(() => jest.useRealTimers());

describe('Free boxes page', () => {
  it('shows the loading text and skeletons, then the levels with a sign-in prompt for visitors', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    fetchRoutes({ 'GET /api/free-boxes/levels': async () => (await gate, { body: levels }) });
    renderApp('/free-boxes');
    expect(await screen.findByText('Loading free boxes...')).toBeInTheDocument();
    expect(screen.getAllByTestId('free-box-skeleton')).toHaveLength(6);
    release();
    const card = await screen.findByTestId('free-box-level-1');
    expect(card).toHaveAttribute('data-state', 'signedOut');
    expect(screen.getByTestId('free-box-sign-in')).toBeInTheDocument();
    // Read the table before the sign-in dialog opens: a modal dialog hides the page from the accessibility tree,
    // and the dialog's code arrives whenever the machine lets it.
    expect(screen.getByRole('table')).toHaveTextContent('Black Opal');
    await userEvent.click(within(card).getByRole('button', { name: 'Sign in to claim' }));
    expect(useAuthDialogStore.getState()).toMatchObject({ open: true, mode: 'login' });
  });

  it('claims the ready level, shows the prize and the toast, re-reads the profile and turns to cooldown', async () => {
    useSessionStore.setState({ user: buildUser(profile()), token: 't' });
    let claimed = false;
    const { calls } = fetchRoutes({
      'GET /api/free-boxes/levels': { body: levels },
      'GET /api/user/profile': () => ({ body: profile(claimed ? { lastFreeBoxClaim: new Date(NOW).toISOString() } : {}) }),
      'GET /api/me': () => ({ body: buildUser(profile()) }),
      'POST /api/free-boxes/claim': () => ((claimed = true), { body: claimResult }),
    });
    renderApp('/free-boxes');
    const card = await screen.findByTestId('free-box-level-1');
    expect(screen.getByTestId('stat-spent')).toHaveTextContent('$25.00');
    expect(screen.getByTestId('free-box-level-2')).toHaveAttribute('data-state', 'locked');
    await waitFor(() => expect(card).toHaveAttribute('data-state', 'ready'));
    await userEvent.click(within(card).getByRole('button', { name: 'Claim Free Box' }));
    expect(await screen.findByTestId('free-box-result')).toHaveTextContent('AirTag 4-Pack');
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Free Box Claimed!',
      description: 'You won: AirTag 4-Pack (Value: $99.00)',
    });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ level: 1 });
    await waitFor(() => expect(card).toHaveAttribute('data-state', 'cooldown'));
    expect(within(card).getByTestId('free-box-cooldown')).toHaveTextContent('Available in 24h 0m');
    expect(screen.getByTestId('free-box-banner')).toHaveTextContent('Next free box in 24h 0m');
  });

  it("shows 'Claim Failed' with the server's message", async () => {
    useSessionStore.setState({ user: buildUser(profile()), token: 't' });
    fetchRoutes({
      'GET /api/free-boxes/levels': { body: levels },
      'GET /api/user/profile': { body: profile() },
      'GET /api/me': { body: buildUser(profile()) },
      'POST /api/free-boxes/claim': { status: 429, body: { code: 'FREE_BOX_COOLDOWN', message: 'cooldown' } },
    });
    renderApp('/free-boxes');
    const card = await screen.findByTestId('free-box-level-1');
    await waitFor(() => expect(card).toHaveAttribute('data-state', 'ready'));
    await userEvent.click(within(card).getByRole('button', { name: 'Claim Free Box' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        title: 'Claim Failed',
        description: 'You already claimed a free box. Come back when the countdown ends.',
      }),
    );
  });
});
