import type { SiteStatsDto } from '@nova/protocol';
import { FakeSocket } from '../../../test/fakeSocket';
import { resetStatsStore, useStatsStore } from '../../stores/useStatsStore';
import { registerStatsHandlers } from './stats';
import { loadStats } from './statsSnapshot';

const stats = (seq: number, boxesOpened: number): SiteStatsDto => ({
  seq,
  boxesOpened,
  prizesWonUsd: '10.00',
  players: 2,
  biggestWin24h: null,
  generatedAt: '2026-01-15T12:00:00.000Z',
});

beforeEach(() => resetStatsStore());

describe('home stats', () => {
  it('stats:updated replaces the figures only with a newer seq; a snapshot older than an update is dropped', async () => {
    const socket = new FakeSocket();
    registerStatsHandlers(socket.asSocket());
    socket.deliver('stats:updated', { seq: 10, stats: stats(10, 7) });
    expect(useStatsStore.getState()).toMatchObject({ status: 'ready', stats: { boxesOpened: 7 } });
    socket.deliver('stats:updated', { seq: 9, stats: stats(9, 6) });
    socket.deliver('stats:updated', { seq: 11, stats: { ...stats(11, 8), players: -1 } }); // malformed
    expect(useStatsStore.getState().stats?.boxesOpened).toBe(7);

    await loadStats({ json: jest.fn().mockResolvedValue(stats(8, 5)) });
    expect(useStatsStore.getState().stats?.boxesOpened).toBe(7);
    await loadStats({ json: jest.fn().mockResolvedValue(stats(12, 9)) });
    expect(useStatsStore.getState().stats?.boxesOpened).toBe(9);
  });

  it('a failed first snapshot is an error; a failure after figures keeps them', async () => {
    await loadStats({ json: jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) });
    expect(useStatsStore.getState().status).toBe('error');
    await loadStats({ json: jest.fn().mockResolvedValue(stats(1, 1)) });
    await loadStats({ json: jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) });
    expect(useStatsStore.getState()).toMatchObject({ status: 'ready', stats: { boxesOpened: 1 } });
  });
});
