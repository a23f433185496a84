import { EventEmitter } from 'node:events';
import { useConnectionStore } from '../stores/useConnectionStore';
import { bindConnection, onResync, reconnectAfterServerCut } from './connection';
import type { NovaSocket } from './socket';

/** Just enough of a socket.io-client Socket to drive the lifecycle events. */
function fakeSocket() {
  const socket = new EventEmitter() as EventEmitter & { io: EventEmitter; recovered: boolean; active: boolean };
  socket.io = new EventEmitter();
  socket.recovered = false;
  socket.active = true;
  return socket;
}

const state = () => useConnectionStore.getState();

describe('connection store fed by socket lifecycle events', () => {
  beforeEach(() => useConnectionStore.setState({ status: 'connecting', recovered: false, lastError: null, attempts: 0 }));

  it('tracks connect, unexpected disconnect, reconnect attempts and errors', () => {
    const socket = fakeSocket();
    const unbind = bindConnection(socket as unknown as NovaSocket, state());

    socket.emit('connect');
    expect(state()).toMatchObject({ status: 'connected', recovered: false, lastError: null });

    socket.emit('disconnect', 'transport close');
    expect(state().status).toBe('reconnecting');
    socket.io.emit('reconnect_attempt', 3);
    expect(state()).toMatchObject({ status: 'reconnecting', attempts: 3 });
    socket.emit('connect_error', new Error('xhr poll error'));
    expect(state()).toMatchObject({ status: 'reconnecting', lastError: 'xhr poll error' });

    socket.recovered = true;
    socket.emit('connect');
    expect(state()).toMatchObject({ status: 'connected', recovered: true, lastError: null, attempts: 0 });

    socket.active = false;
    socket.emit('disconnect', 'io server disconnect');
    expect(state()).toMatchObject({ status: 'disconnected', lastError: 'io server disconnect' });

    unbind();
    socket.emit('connect');
    expect(state().status).toBe('disconnected');
  });

  it('asks for a resync (REST snapshots) only after a reconnection the server could not recover', () => {
    const socket = fakeSocket();
    const resync = jest.fn();
    const stop = onResync(resync);
    bindConnection(socket as unknown as NovaSocket, state());

    socket.emit('connect');
    expect(resync).not.toHaveBeenCalled();
    socket.recovered = true;
    socket.emit('connect');
    expect(resync).not.toHaveBeenCalled();
    socket.recovered = false;
    socket.emit('connect');
    expect(resync).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('after the server closes the socket (a restart)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function cutSocket() {
    const socket = fakeSocket() as ReturnType<typeof fakeSocket> & { connected: boolean; connect: jest.Mock };
    socket.active = false;
    socket.connected = false;
    socket.connect = jest.fn();
    return socket;
  }

  it('connects again after the backoff step, with or without a session token', () => {
    const socket = cutSocket();
    const setStatus = jest.fn();
    const stop = reconnectAfterServerCut(socket as unknown as NovaSocket, { setStatus }, () => 700);
    socket.emit('disconnect', 'io server disconnect');
    expect(setStatus).toHaveBeenCalledWith('reconnecting');
    jest.advanceTimersByTime(699);
    expect(socket.connect).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(socket.connect).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaves other disconnects to the manager, and does nothing once connected again or torn down', () => {
    const socket = cutSocket();
    const stop = reconnectAfterServerCut(socket as unknown as NovaSocket, { setStatus: jest.fn() }, () => 700);
    socket.emit('disconnect', 'transport close');
    socket.emit('disconnect', 'io client disconnect');
    jest.advanceTimersByTime(5000);
    expect(socket.connect).not.toHaveBeenCalled();

    socket.emit('disconnect', 'io server disconnect');
    socket.connected = true; // the session changed meanwhile and connected already
    jest.advanceTimersByTime(700);
    expect(socket.connect).not.toHaveBeenCalled();

    socket.connected = false;
    socket.emit('disconnect', 'io server disconnect');
    stop();
    jest.advanceTimersByTime(700);
    expect(socket.connect).not.toHaveBeenCalled();
  });
});
