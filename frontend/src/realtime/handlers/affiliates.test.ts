import { FakeSocket } from '../../../test/fakeSocket';
import { buildPayout, buildReferral } from '../../features/affiliates/fixtures';
import { useAffiliateStore } from '../../stores/useAffiliateStore';
import { registerAffiliateHandlers } from './affiliates';

beforeEach(() => useAffiliateStore.getState().clear());

describe('affiliate facts', () => {
  it('applies facts newer than the last seq only, and drops malformed ones', () => {
    const socket = new FakeSocket();
    const stop = registerAffiliateHandlers(socket.asSocket());
    const joined = buildReferral({ username: 'lyra' });
    socket.deliver('referral:joined', { seq: 3, referral: joined });
    socket.deliver('payout:updated', { seq: 2, payout: buildPayout() });
    socket.deliver('payout:updated', { seq: 4, payout: { id: 'x' } });
    socket.deliver('referral:joined', { seq: 3, referral: buildReferral({ username: 'again' }) });
    const state = useAffiliateStore.getState();
    expect(state.seq).toBe(3);
    expect(Object.values(state.joined).map((r) => r.username)).toEqual(['lyra']);
    expect(state.payouts).toEqual({});
    expect(state.last).toMatchObject({ type: 'referral', seq: 3 });

    const paid = buildPayout({ status: 'paid' });
    socket.deliver('payout:updated', { seq: 7, payout: paid });
    expect(useAffiliateStore.getState()).toMatchObject({ seq: 7, payouts: { [paid.id]: paid } });
    stop();
    socket.deliver('payout:updated', { seq: 9, payout: buildPayout() });
    expect(useAffiliateStore.getState().seq).toBe(7);
  });

  it('forgets everything on clear (another account signed in)', () => {
    useAffiliateStore.getState().received({ type: 'referral', seq: 2, referral: buildReferral() });
    useAffiliateStore.getState().resynced();
    useAffiliateStore.getState().clear();
    expect(useAffiliateStore.getState()).toMatchObject({ seq: 0, resyncs: 0, joined: {}, last: null });
  });
});
