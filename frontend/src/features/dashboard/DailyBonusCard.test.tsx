import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DailyBonusClaimDto, DailyBonusStatusDto } from '@nova/protocol';
import { initI18n } from '../../i18n';
import { useSessionStore } from '../../stores/useSessionStore';
import { useToastStore } from '../../stores/useToastStore';
import { buildUser } from '../../../test/fixtures';
import { fetchRoutes } from '../../../test/fetchRoutes';
import { renderWithProviders } from '../../../test/render';
import { DailyBonusCard } from './DailyBonusCard';
import { splitDuration } from './useCountdown';

const DAY = 86_400_000;
const NOW = Date.parse('2026-01-15T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

function status(overrides: Partial<DailyBonusStatusDto> = {}): DailyBonusStatusDto {
  return {
    coins: 50,
    available: true,
    lastClaimedAt: null,
    nextClaimAt: null,
    cooldownMs: DAY,
    serverTime: iso(NOW),
    selfExcludedUntil: null,
    selfExclusionPermanent: false,
    ...overrides,
  };
}

beforeAll(() => initI18n('en'));
beforeEach(() => {
  jest.useFakeTimers({ now: NOW, advanceTimers: true });
  useSessionStore.setState({ user: buildUser({ balance: 100 }), token: 't', loading: false });
  useToastStore.setState({ toasts: [] });
});
afterEach(() => jest.useRealTimers());

const timer = () => screen.getByRole('timer');

describe('daily bonus card', () => {
  it('counts down to the next claim on the server clock, second by second, with the button disabled', async () => {
    // The server's clock is 2 hours ahead of this device: the countdown must not care.
    const serverNow = NOW + 2 * 3_600_000;
    fetchRoutes({
      'GET /api/daily-bonus': {
        body: status({
          available: false,
          lastClaimedAt: iso(serverNow - DAY + 5_400_000),
          nextClaimAt: iso(serverNow + 5_400_000),
          serverTime: iso(serverNow),
        }),
      },
    });
    renderWithProviders(<DailyBonusCard />);
    expect(await screen.findByRole('timer')).toHaveTextContent('01:30:00');
    expect(screen.getByRole('button', { name: 'Bonus claimed' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1_000));
    expect(timer()).toHaveTextContent('01:29:59');
    act(() => jest.advanceTimersByTime(61_000));
    expect(timer()).toHaveTextContent('01:28:58');
    expect(screen.getByText('Next bonus in')).toBeInTheDocument();
  });

  it('asks the server again when the countdown ends, and the claim opens', async () => {
    let answer = status({ available: false, lastClaimedAt: iso(NOW - DAY + 3_000), nextClaimAt: iso(NOW + 3_000) });
    const { calls } = fetchRoutes({ 'GET /api/daily-bonus': () => ({ body: answer }) });
    renderWithProviders(<DailyBonusCard />);
    expect(await screen.findByRole('timer')).toHaveTextContent('00:00:03');
    answer = status({ lastClaimedAt: iso(NOW - DAY), serverTime: iso(NOW + 3_000) });
    act(() => jest.advanceTimersByTime(3_000));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Claim Daily Bonus' })).toBeEnabled());
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/daily-bonus')).toHaveLength(2);
  });

  it('claims: a toast with the coins, the balance updated at once, then the 24-hour countdown', async () => {
    const claimed: DailyBonusClaimDto = {
      credited: 50,
      balance: 150,
      balanceVersion: 2,
      status: status({ available: false, lastClaimedAt: iso(NOW), nextClaimAt: iso(NOW + DAY) }),
    };
    fetchRoutes({ 'GET /api/daily-bonus': { body: status() }, 'POST /api/daily-bonus/claim': { body: claimed } });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<DailyBonusCard />);
    await user.click(await screen.findByRole('button', { name: 'Claim Daily Bonus' }));
    await waitFor(() => expect(useSessionStore.getState().user?.balance).toBe(150));
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Daily bonus claimed!',
      description: '50 coins (≈ $0.50) added to your balance.',
      variant: 'success',
    });
    expect(await screen.findByRole('timer')).toHaveTextContent('24:00:00');
    expect(screen.getByRole('button', { name: 'Bonus claimed' })).toBeDisabled();
  });

  it('shows the refusal of a claim inside the cooldown and switches to the countdown', async () => {
    let claimedAt: number | null = null;
    fetchRoutes({
      'GET /api/daily-bonus': () => ({
        body:
          claimedAt === null ? status() : status({ available: false, lastClaimedAt: iso(claimedAt), nextClaimAt: iso(claimedAt + DAY) }),
      }),
      'POST /api/daily-bonus/claim': () => {
        claimedAt = NOW - 3_600_000;
        return {
          status: 409,
          body: { code: 'DAILY_BONUS_NOT_READY', message: 'not ready', details: { nextClaimAt: iso(NOW + DAY - 3_600_000) } },
        };
      },
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<DailyBonusCard />);
    await user.click(await screen.findByRole('button', { name: 'Claim Daily Bonus' }));
    expect(await screen.findByRole('timer')).toHaveTextContent('23:00:00');
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Claim failed',
      description: "You already claimed today's bonus. Come back when the countdown ends.",
      variant: 'destructive',
    });
    expect(useSessionStore.getState().user?.balance).toBe(100);
  });

  it('says why a self-excluded player cannot claim, until when, with the button paused', async () => {
    const until = NOW + 7 * DAY;
    fetchRoutes({ 'GET /api/daily-bonus': { body: status({ available: false, selfExcludedUntil: iso(until) }) } });
    renderWithProviders(<DailyBonusCard />);
    expect(await screen.findByTestId('daily-bonus-excluded')).toHaveTextContent(
      /^You have excluded yourself until Jan 2[23], 2026, .+: the daily bonus is paused until then\.$/,
    );
    expect(screen.getByRole('button', { name: 'Paused' })).toBeDisabled();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('says a permanent self-exclusion is permanent', async () => {
    fetchRoutes({
      'GET /api/daily-bonus': {
        body: status({ available: false, selfExcludedUntil: '9999-12-31T23:59:59.999Z', selfExclusionPermanent: true }),
      },
    });
    renderWithProviders(<DailyBonusCard />);
    expect(await screen.findByTestId('daily-bonus-excluded')).toHaveTextContent(
      'You have excluded yourself permanently: the daily bonus is no longer available.',
    );
    expect(screen.getByRole('button', { name: 'Paused' })).toBeDisabled();
  });

  it('shows a SELF_EXCLUDED refusal (a tab loaded before the exclusion) and then why', async () => {
    let excluded = false;
    const until = iso(NOW + DAY);
    fetchRoutes({
      'GET /api/daily-bonus': () => ({ body: excluded ? status({ available: false, selfExcludedUntil: until }) : status() }),
      'POST /api/daily-bonus/claim': () => {
        excluded = true;
        return { status: 403, body: { code: 'SELF_EXCLUDED', message: 'excluded', details: { until, permanent: 'false' } } };
      },
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<DailyBonusCard />);
    await user.click(await screen.findByRole('button', { name: 'Claim Daily Bonus' }));
    expect(await screen.findByTestId('daily-bonus-excluded')).toHaveTextContent(/the daily bonus is paused until then/);
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Claim failed',
      description: 'You have excluded yourself: purchases, openings and bonuses are blocked until your self-exclusion ends.',
      variant: 'destructive',
    });
    expect(screen.getByRole('button', { name: 'Paused' })).toBeDisabled();
    expect(useSessionStore.getState().user?.balance).toBe(100);
  });
});

describe('splitDuration', () => {
  it('rounds up to whole seconds', () => {
    expect(splitDuration(DAY)).toEqual({ hours: 24, minutes: 0, seconds: 0 });
    expect(splitDuration(3_600_000 + 61_001)).toEqual({ hours: 1, minutes: 1, seconds: 2 });
    expect(splitDuration(1)).toEqual({ hours: 0, minutes: 0, seconds: 1 });
    expect(splitDuration(0)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    expect(splitDuration(-5)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
  });
});
