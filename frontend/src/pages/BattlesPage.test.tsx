import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../i18n';
import { registerBattleHandlers } from '../realtime/handlers/battles';
import { resetBattleStore } from '../stores/useBattleStore';
import { useSessionStore } from '../stores/useSessionStore';
import { buildBattle, buildSeat, summaryOf } from '../../test/battleFixtures';
import { FakeSocket } from '../../test/fakeSocket';
import { buildBox, buildUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { routeFetch } from '../../test/routeFetch';

beforeAll(() => initI18n('en'));
beforeEach(() => {
  resetBattleStore();
  useSessionStore.setState({ user: null, token: null, loading: false });
});

const cards = () => screen.queryAllByTestId('battle-card');
const section = (name: RegExp) => within(screen.getByRole('region', { name }));

describe('Battles lobby', () => {
  it('lists waiting, running and finished battles, then applies battle:updated live and drops stale ones', async () => {
    const waiting = buildBattle({ seq: 3 });
    const running = buildBattle({ status: 'running', seats: [buildSeat(0), buildSeat(1, { kind: 'bot', username: 'Bot 1' })], seq: 5 });
    routeFetch({ 'GET /api/battles': () => ({ entries: [summaryOf(waiting), summaryOf(running)], nextCursor: null }) });
    const socket = new FakeSocket();
    const stop = registerBattleHandlers(socket.asSocket());
    renderApp('/battles');
    expect(await screen.findByRole('heading', { level: 1, name: 'Battles' })).toBeInTheDocument();
    await screen.findAllByTestId('battle-card');
    expect(section(/Waiting for players/).getAllByTestId('battle-card')).toHaveLength(1);
    expect(section(/Live now/).getAllByTestId('battle-card')).toHaveLength(1);
    expect(section(/Just finished/).getByText('No battle finished in the last few minutes.')).toBeInTheDocument();
    expect(section(/Waiting for players/).getByRole('link', { name: 'Join (1/2)' })).toHaveAttribute('href', `/battles/${waiting.id}`);

    // The waiting one fills and starts; an older version arriving late changes nothing.
    const started = summaryOf({ ...waiting, status: 'running', seats: [waiting.seats[0]!, buildSeat(1, { username: 'bob' })], seq: 4 });
    act(() => socket.deliver('battle:updated', { seq: 4, battle: started }));
    act(() => socket.deliver('battle:updated', { seq: 3, battle: summaryOf(waiting) }));
    expect(section(/Live now/).getAllByTestId('battle-card')).toHaveLength(2);
    expect(section(/Waiting for players/).queryAllByTestId('battle-card')).toHaveLength(0);

    // A new public battle appears; a malformed fact is ignored.
    const fresh = buildBattle({ mode: '2v2', seats: [0, 1, 2, 3].map((s) => buildSeat(s, { team: s < 2 ? 0 : 1, kind: s ? 'empty' : 'player', username: s ? null : 'carol' })) });
    act(() => socket.deliver('battle:updated', { seq: fresh.seq, battle: summaryOf(fresh) }));
    act(() => socket.deliver('battle:updated', { seq: 'x' }));
    expect(section(/Waiting for players/).getByText('2 vs 2')).toBeInTheDocument();
    expect(cards()).toHaveLength(3);
    stop();
  });

  it('filters by mode and price on the server and for live updates', async () => {
    const cheap = buildBattle({ seatPriceCoins: 200 });
    const dear = buildBattle({ seatPriceCoins: 9_000, mode: '1v1v1' });
    const { calls } = routeFetch({
      'GET /api/battles': (url) => ({
        entries: [cheap, dear].filter((b) => !url.searchParams.get('minPriceCoins') || b.seatPriceCoins >= Number(url.searchParams.get('minPriceCoins'))).map(summaryOf),
        nextCursor: null,
      }),
    });
    const user = userEvent.setup();
    renderApp('/battles');
    await screen.findAllByTestId('battle-card');
    expect(cards()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: '5,000 coins and more' }));
    // Other requests (the shell's, the live feed's) come and go: the lobby's own list is the one to read.
    const lastList = () => calls.filter((u) => u.pathname === '/api/battles').at(-1)!;
    await waitFor(() => expect(lastList().searchParams.get('minPriceCoins')).toBe('5000'));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]).toHaveAttribute('data-battle', dear.id);
    await user.click(screen.getByRole('button', { name: '1 vs 1' }));
    await waitFor(() => expect(lastList().searchParams.get('mode')).toBe('1v1'));
    await waitFor(() => expect(cards()).toHaveLength(0));
  });

  it('creates a battle from picked boxes with repeats, shows the seat price, and opens it', async () => {
    useSessionStore.setState({ user: buildUser({ username: 'alice' }), token: 'jwt', loading: false });
    const gadget = buildBox({ id: 'a'.repeat(24), name: 'Gadget Grab', priceCoins: 500 });
    const watch = buildBox({ id: 'c'.repeat(24), name: 'Watch Vault', priceCoins: 1_200 });
    let body: unknown = null;
    const created = buildBattle({ creator: 'alice', seatPriceCoins: 2_200, mySeat: 0 });
    routeFetch({
      'GET /api/battles': () => ({ entries: [], nextCursor: null }),
      'GET /api/boxes': () => [gadget, watch],
      'POST /api/battles': () => ({ status: 201, body: created }),
      [`GET /api/battles/${created.id}`]: () => ({ status: 200, body: created }),
    });
    const fetchMock = globalThis.fetch as jest.Mock;
    const user = userEvent.setup();
    const { router } = renderApp('/battles');
    await user.click(await screen.findByRole('button', { name: 'Create battle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a battle' });
    await user.click(within(dialog).getByRole('button', { name: 'Create and take a seat' }));
    expect(await within(dialog).findByText('Choose between 1 and 10 boxes.')).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: /Add .*Gadget Grab/ }));
    await user.click(within(dialog).getByRole('button', { name: /Add .*Watch Vault/ }));
    await user.click(within(dialog).getByRole('button', { name: /Add .*Gadget Grab/ }));
    expect(within(dialog).getByTestId('seat-price')).toHaveTextContent('2,200 coins');
    await user.click(within(dialog).getByRole('button', { name: /Remove round 1/ }));
    expect(within(dialog).getByTestId('seat-price')).toHaveTextContent('1,700 coins');
    await user.click(within(dialog).getByRole('button', { name: '2 vs 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create and take a seat' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/battles/${created.id}`));
    const post = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'POST');
    body = JSON.parse(String((post![1] as RequestInit).body));
    expect(body).toEqual({ boxIds: [watch.id, gadget.id], mode: '2v2', visibility: 'public' });
  });

  it('shows a private battle’s invite link after creating it, and server errors by code', async () => {
    useSessionStore.setState({ user: buildUser({ username: 'alice' }), token: 'jwt', loading: false });
    const box = buildBox({ id: 'a'.repeat(24), name: 'Gadget Grab', priceCoins: 500 });
    const created = buildBattle({ creator: 'alice', visibility: 'private', invite: 'inv123', mySeat: 0 });
    let refuse = true;
    routeFetch({
      'GET /api/battles': () => ({ entries: [], nextCursor: null }),
      'GET /api/boxes': () => [box],
      'POST /api/battles': () =>
        refuse ? { status: 409, body: { code: 'BATTLE_BOX_UNAVAILABLE', message: 'gone' } } : { status: 201, body: created },
    });
    const user = userEvent.setup();
    renderApp('/battles');
    await user.click(await screen.findByRole('button', { name: 'Create battle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a battle' });
    await user.click(await within(dialog).findByRole('button', { name: /Add .*Gadget Grab/ }));
    await user.click(within(dialog).getByRole('button', { name: /Private/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create and take a seat' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('One of the chosen boxes is no longer available');
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Create and take a seat' }));
    expect(await within(dialog).findByTestId('invite-link')).toHaveTextContent(`/battles/${created.id}?invite=inv123`);
  });

  it('asks a signed-out visitor to log in before creating', async () => {
    routeFetch({ 'GET /api/battles': () => ({ entries: [], nextCursor: null }) });
    const user = userEvent.setup();
    renderApp('/battles');
    await user.click(await screen.findByRole('button', { name: 'Create battle' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
  });
});
