import { FakeSocket } from '../../../test/fakeSocket';
import { buildPurchase } from '../../features/payments/fixtures';
import { usePurchaseStore } from '../../stores/usePurchaseStore';
import { useSessionStore } from '../../stores/useSessionStore';
import { buildUser } from '../../../test/fixtures';
import { registerPurchaseHandlers, resyncPurchases } from './purchases';

beforeEach(() => {
  usePurchaseStore.getState().clear();
  useSessionStore.setState({ token: 't', user: buildUser(), loading: false });
});

describe('purchase:updated', () => {
  it('keeps the newest version of each purchase and ignores older, repeated or malformed facts', () => {
    const socket = new FakeSocket();
    const stop = registerPurchaseHandlers(socket.asSocket());
    const paid = buildPurchase({ status: 'succeeded', version: 3 });
    socket.deliver('purchase:updated', { seq: 3, purchase: paid });
    socket.deliver('purchase:updated', { seq: 2, purchase: buildPurchase({ status: 'failed', version: 2 }) });
    socket.deliver('purchase:updated', { seq: 3, purchase: buildPurchase({ status: 'pending', version: 3 }) });
    socket.deliver('purchase:updated', { seq: 4, purchase: { id: paid.id } });
    expect(usePurchaseStore.getState().byId[paid.id]).toEqual(paid);
    stop();
    socket.deliver('purchase:updated', { seq: 9, purchase: buildPurchase({ status: 'refunded', version: 9 }) });
    expect(usePurchaseStore.getState().byId[paid.id]?.status).toBe('succeeded');
  });

  it('after an unrecovered reconnect re-reads the purchases still waiting for payment', async () => {
    const waiting = buildPurchase({ status: 'pending', version: 1 });
    usePurchaseStore.getState().received(waiting);
    usePurchaseStore.getState().received(buildPurchase({ id: '65a1b2c3d4e5f60718293a4c', status: 'succeeded', version: 2 }));
    const api = { json: jest.fn().mockResolvedValue({ ...waiting, status: 'succeeded', version: 2 }) };
    await resyncPurchases(api);
    expect(api.json).toHaveBeenCalledTimes(1);
    expect(api.json).toHaveBeenCalledWith('GET', `/api/payments/purchases/${waiting.id}`, undefined, { auth: true });
    expect(usePurchaseStore.getState().byId[waiting.id]?.status).toBe('succeeded');
  });
});
