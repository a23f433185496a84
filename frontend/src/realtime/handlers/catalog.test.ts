import { QueryClient } from '@tanstack/react-query';
import { FakeSocket } from '../../../test/fakeSocket';
import { buildBox } from '../../../test/fixtures';
import { boxQueries } from '../../features/boxes/queries';
import { useBoxFlowStore } from '../../features/boxes/useBoxFlowStore';
import { initI18n } from '../../i18n';
import { useToastStore } from '../../stores/useToastStore';
import { registerCatalogHandlers } from './catalog';

const ID = '0123456789abcdef01234567';
const changed = (seq: number, change: string, boxId = ID) => ({ seq, boxId, change, oddsVersion: 4, at: '2026-01-15T12:00:00.000Z' });

beforeAll(() => initI18n('en'));
beforeEach(() => {
  useBoxFlowStore.setState({ detailsId: null, opening: null });
  useToastStore.setState({ toasts: [] });
});

const BOXES_KEY = boxQueries.list().queryKey;
const FEATURED_KEY = boxQueries.featured().queryKey;
const boxDetailsKey = (id: string, viewer: string) => boxQueries.details(id, viewer).queryKey;

function cacheWithBox() {
  const client = new QueryClient();
  client.setQueryData(BOXES_KEY, [buildBox({ id: ID })]);
  client.setQueryData(FEATURED_KEY, [buildBox({ id: ID })]);
  client.setQueryData(boxDetailsKey(ID, 'u1'), buildBox({ id: ID }));
  client.setQueryData(boxDetailsKey('other', 'u1'), buildBox({ id: 'other' }));
  return client;
}
const stale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('catalog:changed', () => {
  it('marks the lists and that box (not others) to be read again; older and malformed facts are dropped', () => {
    const client = cacheWithBox();
    const socket = new FakeSocket();
    const stop = registerCatalogHandlers(socket.asSocket(), client);
    socket.deliver('catalog:changed', changed(5, 'updated'));
    expect([stale(client, BOXES_KEY), stale(client, FEATURED_KEY), stale(client, boxDetailsKey(ID, 'u1'))]).toEqual([true, true, true]);
    expect(stale(client, boxDetailsKey('other', 'u1'))).toBe(false);

    const fresh = cacheWithBox();
    const stop2 = registerCatalogHandlers(socket.asSocket(), fresh);
    socket.deliver('catalog:changed', { ...changed(6, 'updated'), boxId: 'not-an-id' });
    socket.deliver('catalog:changed', { seq: 7 });
    expect(stale(fresh, BOXES_KEY)).toBe(false);
    stop();
    stop2();
  });

  it('closes the details of a box that left the shop, with a notice, and drops its cached details', () => {
    const client = cacheWithBox();
    const socket = new FakeSocket();
    registerCatalogHandlers(socket.asSocket(), client);
    useBoxFlowStore.getState().showDetails(ID);
    socket.deliver('catalog:changed', changed(1, 'archived'));
    expect(useBoxFlowStore.getState().detailsId).toBeNull();
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'No longer available' });
    expect(client.getQueryData(boxDetailsKey(ID, 'u1'))).toBeUndefined();
    expect(stale(client, BOXES_KEY)).toBe(true);
  });
});
