import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BattleDto } from '@nova/protocol';
import { initI18n } from '../i18n';
import { SPIN_MS } from '../features/battles/reveal';
import { registerBattleHandlers } from '../realtime/handlers/battles';
import { provideAppSocket } from '../realtime/live';
import { resetBattleStore } from '../stores/useBattleStore';
import { useSessionStore } from '../stores/useSessionStore';
import { buildBattle, buildRound, buildSeat, summaryOf } from '../../test/battleFixtures';
import { FakeSocket } from '../../test/fakeSocket';
import { buildUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { routeFetch } from '../../test/routeFetch';

const socket = new FakeSocket();
let stopHandlers: () => void = () => {};
let watchAnswer: BattleDto | null = null;

beforeAll(async () => {
  await initI18n('en');
  socket.answer = (event, payload) => (event === 'battle:watch' && watchAnswer ? { ok: true, data: watchAnswer } : { ok: true, data: payload });
  provideAppSocket(socket.asSocket());
  stopHandlers = registerBattleHandlers(socket.asSocket());
});
afterAll(() => stopHandlers());
afterEach(() => jest.useRealTimers());
beforeEach(() => {
  resetBattleStore();
  watchAnswer = null;
  socket.emitted.length = 0;
  useSessionStore.setState({ user: null, token: null, loading: false });
});

/** A 200 answer (a battle has its own `status` field, which routeFetch would take for the HTTP status). */
const ok = (body: BattleDto) => ({ status: 200, body });
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const soon = (ms: number) => new Date(Date.now() + ms).toISOString();
const seat = (n: number) => screen.getAllByTestId('seat')[n]!;
const total = (n: number) => within(seat(n)).getByTestId('seat-total');

/** A running 1v1 of two rounds, alice against bob, nothing revealed yet. */
function running(overrides: Partial<BattleDto> = {}): BattleDto {
  const b = buildBattle({ status: 'running', seats: [buildSeat(0, { username: 'alice' }), buildSeat(1, { username: 'bob' })], seq: 3, startedAt: ago(10_000), ...overrides });
  return { ...b, rounds: [b.rounds[0]!, b.rounds[0]!] };
}

describe('a battle page', () => {
  it('applies rounds in order, drops duplicates and stale facts, and crowns the winner live', async () => {
    // The reels' timing runs on fake timers: the test moves the clock instead of waiting for the spin.
    jest.useFakeTimers();
    const battle = running({ mySeat: 0 });
    routeFetch({ [`GET /api/battles/${battle.id}`]: () => ok(battle) });
    renderApp(`/battles/${battle.id}`);
    await screen.findByText('Battle 1 vs 1');
    expect(socket.emitted.filter((e) => e.event === 'battle:watch').map((e) => e.payload)).toEqual([]); // not connected yet
    act(() => socket.connectNow());
    expect(socket.emitted.filter((e) => e.event === 'battle:watch').map((e) => e.payload)).toEqual([{ battleId: battle.id }]);

    const round0 = buildRound(0, ['2.00', '1.00']);
    act(() => socket.deliver('battle:round', { seq: 4, battleId: battle.id, round: round0, totals: ['2.00', '1.00'], nextRevealAt: ago(1000) }));
    expect(total(0)).toHaveTextContent('$2.00');
    expect(total(1)).toHaveTextContent('$1.00');
    act(() => socket.deliver('battle:round', { seq: 4, battleId: battle.id, round: round0, totals: ['2.00', '1.00'], nextRevealAt: ago(1000) }));
    act(() => socket.deliver('battle:updated', { seq: 2, battle: { ...battle, status: 'waiting' } }));
    expect(within(seat(0)).getAllByTestId('seat-draw')).toHaveLength(1);
    expect(screen.getAllByTestId('battle-status')[0]).toHaveTextContent('Live');
    expect(screen.getByTestId('battle-phase')).toHaveTextContent('Round 1 of 2');

    const round1 = buildRound(1, ['0.50', '4.00']);
    act(() => socket.deliver('battle:round', { seq: 5, battleId: battle.id, round: round1, totals: ['2.50', '5.00'], nextRevealAt: null }));
    expect(total(1)).toHaveTextContent('$1.00'); // still spinning
    act(() => jest.advanceTimersByTime(SPIN_MS));
    expect(total(1)).toHaveTextContent('$5.00');
    expect(seat(1)).toHaveAttribute('data-winner', 'false');

    const finished: BattleDto = { ...battle, mySeat: null, status: 'finished', revealed: [round0, round1], revealedCount: 2, winnerTeam: 1, finishedAt: ago(5000), seq: 6, serverSeed: 's', clientSeed: 'c', contributions: ['a', 'b'] };
    act(() => socket.deliver('battle:finished', { seq: 6, battle: finished }));
    expect(seat(1)).toHaveAttribute('data-winner', 'true');
    expect(within(seat(0)).getByText('You')).toBeInTheDocument(); // the room's copy does not know the caller's seat
    expect(within(seat(1)).getByTestId('winner-badge')).toBeInTheDocument();
    expect(screen.getByTestId('battle-phase')).toHaveTextContent('bob wins the battle!');
    act(() => socket.deliver('battle:watchers', { battleId: battle.id, watchers: 7 }));
    expect(screen.getByTestId('watchers')).toHaveTextContent('7 watching');
    socket.disconnectNow();
  });

  it('keeps the badge on Live while the last round spins: Finished arrives with the winner, not before', async () => {
    jest.useFakeTimers();
    const round0 = buildRound(0, ['2.00', '1.00']);
    const battle = running({ revealed: [round0], revealedCount: 1, seq: 4, nextRevealAt: ago(1000) });
    routeFetch({ [`GET /api/battles/${battle.id}`]: () => ok(battle) });
    renderApp(`/battles/${battle.id}`);
    await screen.findByText('Battle 1 vs 1');
    act(() => socket.connectNow());
    const round1 = buildRound(1, ['0.50', '4.00']);
    // The server reveals the last round and finishes the battle in the same moment; the reels take SPIN_MS to land.
    act(() => socket.deliver('battle:round', { seq: 5, battleId: battle.id, round: round1, totals: ['2.50', '5.00'], nextRevealAt: null }));
    const finished: BattleDto = { ...battle, status: 'finished', revealed: [round0, round1], revealedCount: 2, winnerTeam: 1, finishedAt: ago(0), seq: 6 };
    act(() => socket.deliver('battle:finished', { seq: 6, battle: finished }));
    expect(screen.getByTestId('battle-status')).toHaveTextContent('Live');
    expect(screen.getByTestId('battle-phase')).toHaveTextContent('Round 2 of 2');
    act(() => jest.advanceTimersByTime(SPIN_MS));
    expect(screen.getByTestId('battle-status')).toHaveTextContent('Finished');
    expect(screen.getByTestId('battle-phase')).toHaveTextContent('bob wins the battle!');
    socket.disconnectNow();
  });

  it('reloads the snapshot when a round was missed', async () => {
    const battle = running();
    let served = battle;
    const { calls } = routeFetch({ [`GET /api/battles/${battle.id}`]: () => ok(served) });
    renderApp(`/battles/${battle.id}`);
    await screen.findByText('Battle 1 vs 1');
    const round0 = buildRound(0, ['3.00', '1.00']);
    const round1 = buildRound(1, ['1.00', '1.00']);
    served = { ...battle, revealed: [round0, round1], revealedCount: 2, seq: 5, nextRevealAt: null, status: 'finished', winnerTeam: 0, finishedAt: ago(9000) };
    act(() => socket.deliver('battle:round', { seq: 5, battleId: battle.id, round: round1, totals: ['4.00', '2.00'], nextRevealAt: null }));
    await waitFor(() => expect(total(0)).toHaveTextContent('$4.00'));
    expect(calls.filter((u) => u.pathname === `/api/battles/${battle.id}`)).toHaveLength(2);
    expect(seat(0)).toHaveAttribute('data-winner', 'true');
  });

  it('starts a late watcher in step: the latest round still spins until the schedule lands it', async () => {
    jest.useFakeTimers();
    const round0 = buildRound(0, ['6.00', '1.00']);
    const battle = running({ revealed: [round0], revealedCount: 1, nextRevealAt: soon(2500), seq: 4 });
    routeFetch({ [`GET /api/battles/${battle.id}`]: () => ok(battle) });
    renderApp(`/battles/${battle.id}`);
    await screen.findByText('Battle 1 vs 1');
    expect(within(seat(0)).getByTestId('seat-reel')).toHaveAttribute('data-spinning', 'true');
    expect(total(0)).toHaveTextContent('$0.00');
    act(() => jest.advanceTimersByTime(2500 + SPIN_MS));
    expect(total(0)).toHaveTextContent('$6.00');
    expect(within(seat(0)).getByTestId('seat-reel')).toHaveAttribute('data-spinning', 'false');
  });

  it('joins an empty seat after confirming its price, showing a refusal by its code first', async () => {
    useSessionStore.setState({ user: buildUser({ username: 'bob' }), token: 'jwt', loading: false });
    const battle = buildBattle({ seatPriceCoins: 1_500 });
    let refuse = true;
    const { calls } = routeFetch({
      [`GET /api/battles/${battle.id}`]: () => ok(battle),
      [`POST /api/battles/${battle.id}/join`]: () =>
        refuse
          ? { status: 409, body: { code: 'BATTLE_SEAT_TAKEN', message: 'taken' } }
          : ok({ ...battle, status: 'running', seats: [battle.seats[0]!, buildSeat(1, { username: 'bob' })], mySeat: 1, seq: 2, nextRevealAt: soon(3000) }),
    });
    const user = userEvent.setup();
    renderApp(`/battles/${battle.id}`);
    expect(await screen.findByTestId('battle-phase')).toHaveTextContent('Waiting for 1 more player');
    // The seat's price is confirmed first: Not now spends nothing.
    await user.click(screen.getByRole('button', { name: /Join for 1,500 coins/ }));
    const ask = await screen.findByRole('dialog', { name: 'Join this battle?' });
    expect(ask).toHaveTextContent('This seat costs 1,500 coins');
    await user.click(within(ask).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((u) => u.pathname.endsWith('/join'))).toHaveLength(0);
    const join = async () => {
      await user.click(screen.getByRole('button', { name: /Join for 1,500 coins/ }));
      await user.click(within(await screen.findByRole('dialog', { name: 'Join this battle?' })).getByRole('button', { name: 'Pay and join' }));
    };
    await join();
    expect(await screen.findByTestId('battle-error')).toHaveTextContent('That seat was just taken. You were not charged.');
    refuse = false;
    await join();
    expect(await within(seat(1)).findByText('You')).toBeInTheDocument();
    expect(screen.getByTestId('battle-phase')).toHaveTextContent(/Starting in \d s/);
    expect(calls.filter((u) => u.pathname.endsWith('/join'))).toHaveLength(2);
  });

  it("keeps the caller's seat from its join answer when the room's fact of the same version came first", async () => {
    useSessionStore.setState({ user: buildUser({ username: 'bob' }), token: 'jwt', loading: false });
    const battle = buildBattle();
    const started = { ...battle, status: 'running' as const, seats: [battle.seats[0]!, buildSeat(1, { username: 'bob' })], seq: 2, nextRevealAt: soon(3000) };
    routeFetch({
      [`GET /api/battles/${battle.id}`]: () => ok(battle),
      [`POST /api/battles/${battle.id}/join`]: () => {
        socket.deliver('battle:updated', { seq: 2, battle: summaryOf(started) });
        return ok({ ...started, mySeat: 1 });
      },
    });
    const user = userEvent.setup();
    renderApp(`/battles/${battle.id}`);
    await user.click(await screen.findByTestId('join-seat'));
    await user.click(within(await screen.findByRole('dialog')).getByTestId('confirm'));
    expect(await within(seat(1)).findByText('You')).toBeInTheDocument();
  });

  it('gives the creator "Fill with bots" and a cancel that waits for cancellableAt; shows a private invite link', async () => {
    useSessionStore.setState({ user: buildUser({ username: 'alice' }), token: 'jwt', loading: false });
    const battle = buildBattle({ creator: 'alice', mySeat: 0, visibility: 'private', invite: 'code42' });
    routeFetch({
      [`GET /api/battles/${battle.id}`]: () => ok(battle),
      [`POST /api/battles/${battle.id}/bots`]: () => ok({ ...battle, status: 'running', seats: [battle.seats[0]!, buildSeat(1, { kind: 'bot', username: 'Bot Ada' })], seq: 2 }),
    });
    const user = userEvent.setup();
    renderApp(`/battles/${battle.id}?invite=code42`);
    expect(await screen.findByRole('button', { name: 'Cancel battle' })).toBeDisabled();
    expect(screen.getByTestId('invite-link')).toHaveTextContent(`/battles/${battle.id}?invite=code42`);
    await user.click(screen.getByRole('button', { name: 'Fill with bots' }));
    expect(await within(seat(1)).findByText('Bot')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel battle' })).not.toBeInTheDocument();
  });

  it('watches with the invite code and takes the ack snapshot when it is newer', async () => {
    const battle = buildBattle({ visibility: 'private' });
    watchAnswer = { ...battle, watchers: 4, seq: 2 };
    routeFetch({ [`GET /api/battles/${battle.id}`]: () => ok(battle) });
    socket.connectNow();
    renderApp(`/battles/${battle.id}?invite=abc`);
    expect(await screen.findByTestId('watchers')).toHaveTextContent('4 watching');
    expect(socket.emitted.find((e) => e.event === 'battle:watch')?.payload).toEqual({ battleId: battle.id, invite: 'abc' });
    socket.disconnectNow();
  });

  it('says why a battle cannot be shown', async () => {
    routeFetch({ 'GET /api/battles/nope': () => ({ status: 404, body: { code: 'BATTLE_NOT_FOUND', message: 'no' } }) });
    renderApp('/battles/nope');
    expect(await screen.findByRole('heading', { name: 'Battle unavailable' })).toBeInTheDocument();
    expect(screen.getByText(/This battle does not exist/)).toBeInTheDocument();
  });
});
