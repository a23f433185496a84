import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPayoutDto, LeaderboardSettingsDto } from '@nova/protocol';
import { initI18n } from '../../../i18n';
import { resetLeaderboardStore } from '../../../stores/useLeaderboardStore';
import { useSessionStore } from '../../../stores/useSessionStore';
import { resetStaffStore } from '../../../stores/useStaffStore';
import { useToastStore } from '../../../stores/useToastStore';
import { buildUser } from '../../../../test/fixtures';
import { buildBoard } from '../../../../test/realtimeFixtures';
import { renderApp } from '../../../../test/render';
import { routeFetch } from '../../../../test/routeFetch';

beforeAll(() => initI18n('en'));
beforeEach(() => {
  resetStaffStore();
  resetLeaderboardStore();
  useToastStore.setState({ toasts: [] });
  useSessionStore.setState({ user: buildUser({ role: 'admin', isAdmin: true }), token: 't', loading: false });
});

const builtIn = [150, 100, 75, 50, 50, 15, 15, 15, 15, 15].map((amount, i) => ({ position: i + 1, amount }));

function settings(overrides: Partial<LeaderboardSettingsDto> = {}): LeaderboardSettingsDto {
  return {
    version: 0,
    terms: { name: 'Daily Leaderboard', description: 'Top 10 share $500.', totalPrize: 500, prizeDistribution: builtIn },
    effectiveFrom: null,
    updatedAt: null,
    updatedBy: null,
    today: {
      day: '2026-01-15',
      termsVersion: 0,
      name: 'Daily Leaderboard',
      description: 'Top 10 share $500.',
      totalPrize: 500,
      prizeDistribution: builtIn,
    },
    nextDay: '2026-01-16',
    ...overrides,
  };
}

const payout: AdminPayoutDto = {
  id: '2026-01-14',
  paidAt: '2026-01-15T00:00:01.000Z',
  name: 'Daily Leaderboard',
  totalPrize: 500,
  termsVersion: 0,
  totalCoins: 25_000,
  winners: [
    {
      position: 1,
      userId: 'a',
      username: 'Ann',
      totalSpent: 9_000,
      prizeAmount: 150,
      prizeCoins: 15_000,
      ledgerRef: 'leaderboard:2026-01-14:1',
      ledgerEntryId: 'e1',
    },
    {
      position: 2,
      userId: 'b',
      username: 'Bo',
      totalSpent: 5_000,
      prizeAmount: 100,
      prizeCoins: 10_000,
      ledgerRef: 'leaderboard:2026-01-14:2',
      ledgerEntryId: null,
    },
  ],
};

const players = Array.from({ length: 12 }, (_, i) => ({ id: `p${i}`, username: `Player${i}`, totalSpent: 12_000 - i * 500 }));

/** The section's API; PUT answers with `onPut(body)`. */
function serve(onPut: (body: unknown) => unknown = (body) => ({ status: 500, body })) {
  const puts: unknown[] = [];
  let current = settings();
  routeFetch({
    'GET /api/staff/feed': () => ({ entries: [], seq: 0 }),
    'GET /api/leaderboard/current': () => buildBoard(players, 3),
    'GET /api/admin/leaderboard/settings': () => current,
    'GET /api/admin/leaderboard/payouts': () => ({ entries: [payout], nextCursor: null }),
    'PUT /api/admin/leaderboard/settings': () => {
      const body = JSON.parse(String((globalThis.fetch as jest.Mock).mock.calls.at(-1)![1].body)) as unknown;
      puts.push(body);
      const answer = onPut(body);
      if (answer && typeof answer === 'object' && 'version' in answer) current = answer as LeaderboardSettingsDto;
      return answer;
    },
  });
  return { puts, setCurrent: (s: LeaderboardSettingsDto) => (current = s) };
}

const field = (name: string) => screen.getByLabelText(name);
/** The section's code loads lazily: allow for a busy machine. */
const LOADED = { timeout: 5_000 };
const sumStatus = () => within(screen.getByRole('region', { name: 'Settings for coming days' })).getByRole('status');

describe('admin console: Leaderboard section', () => {
  it("shows today's terms and top 10, the settings of coming days and the payout history with ledger refs", async () => {
    serve();
    renderApp('/admin/leaderboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Leaderboard' }, LOADED)).toBeInTheDocument();
    const today = within(await screen.findByRole('table', { name: "Today's top 10" }, LOADED));
    const rows = today.getAllByTestId('today-row');
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent('Player0');
    expect(rows[0]).toHaveTextContent('$150.00');
    expect(rows[9]).toHaveTextContent('$15.00');
    expect(screen.getByText(/prize pool \$500\.00, paid places: 10/)).toBeInTheDocument();

    expect(await screen.findByLabelText('Name')).toHaveValue('Daily Leaderboard');
    expect(field('Total prize (USD)')).toHaveValue(500);
    expect(field('Place 1')).toHaveValue(150);
    expect(field('Place 10')).toHaveValue(15);
    expect(screen.getByText(/Changes apply from Jan 16, 2026 \(UTC\)/)).toBeInTheDocument();
    expect(sumStatus()).toHaveTextContent('The places add up to $500.00 of $500.00: they match the total.');

    const history = within(await screen.findByRole('article', { name: 'Wednesday, January 14, 2026' }));
    expect(history.getByText('leaderboard:2026-01-14:1')).toBeInTheDocument();
    expect(history.getByText('Paid: 25,000 coins · winners: 2')).toBeInTheDocument();
    expect(history.getByText('(not found)')).toBeInTheDocument();
  });

  it('checks the places against the total as they are typed, and refuses to send a split that does not add up', async () => {
    const user = userEvent.setup();
    const api = serve();
    renderApp('/admin/leaderboard');
    const total = await screen.findByLabelText('Total prize (USD)', {}, LOADED);
    await user.clear(total);
    await user.type(total, '600');
    expect(sumStatus()).toHaveTextContent('$500.00 of $600.00: $100.00 left to assign.');
    await user.clear(field('Place 1'));
    await user.type(field('Place 1'), '300');
    expect(sumStatus()).toHaveTextContent('$650.00 of $600.00: $50.00 over the total.');
    await user.click(screen.getByRole('button', { name: 'Remove the last place' }));
    await user.click(screen.getByRole('button', { name: 'Remove the last place' }));
    expect(screen.queryByLabelText('Place 10')).toBeNull();
    expect(sumStatus()).toHaveTextContent('$620.00 of $600.00: $20.00 over the total.');
    await user.clear(total);
    await user.type(total, '620');
    expect(sumStatus()).toHaveTextContent('$620.00 of $620.00: they match the total.');

    await user.clear(field('Place 8'));
    await user.type(field('Place 8'), '0');
    expect(await screen.findByText('The amount must be at least $1.')).toBeInTheDocument();
    await user.clear(field('Name'));
    expect(await screen.findByText('Enter a name.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The places must add up to the total prize.')).toBeInTheDocument();
    expect(api.puts).toEqual([]);
  });

  it('saves with the loaded version and says from when; a conflict reloads the newer settings', async () => {
    const user = userEvent.setup();
    let conflict = false;
    const api = serve((body) => {
      if (conflict) return { status: 409, body: { code: 'CONFLICT', message: 'Another admin changed the leaderboard settings first.' } };
      const { version: _version, ...terms } = body as LeaderboardSettingsDto['terms'] & { version: number };
      return settings({
        version: 1,
        effectiveFrom: '2026-01-16',
        terms,
        updatedAt: '2026-01-15T10:00:00.000Z',
        updatedBy: { id: 'u1', username: 'zara' },
      });
    });
    renderApp('/admin/leaderboard');
    const name = await screen.findByLabelText('Name', {}, LOADED);
    await user.clear(name);
    await user.type(name, 'Weekend Sprint');
    await user.clear(field('Total prize (USD)'));
    await user.type(field('Total prize (USD)'), '460');
    await user.clear(field('Place 1'));
    await user.type(field('Place 1'), '110');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.puts).toHaveLength(1));
    expect(api.puts[0]).toEqual({
      version: 0,
      name: 'Weekend Sprint',
      description: 'Top 10 share $500.',
      totalPrize: 460,
      prizeDistribution: [110, 100, 75, 50, 50, 15, 15, 15, 15, 15].map((amount, i) => ({ position: i + 1, amount })),
    });
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        title: 'Leaderboard settings saved',
        description: 'They apply from Jan 16, 2026.',
      }),
    );
    expect(await screen.findByText(/Last saved by zara/)).toBeInTheDocument();

    // Another admin saves version 2 meanwhile: this save (on version 1) is refused and theirs is loaded.
    conflict = true;
    api.setCurrent(
      settings({
        version: 2,
        terms: { name: 'Their Cup', description: 'Theirs.', totalPrize: 100, prizeDistribution: [{ position: 1, amount: 100 }] },
      }),
    );
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(useToastStore.getState().toasts.map((t) => t.title)).toContain('Someone else saved first'));
    expect(api.puts.at(-1)).toMatchObject({ version: 1, name: 'Mine' });
    await waitFor(() => expect(field('Name')).toHaveValue('Their Cup'));
    expect(screen.queryByLabelText('Place 2')).toBeNull();
  });
});
