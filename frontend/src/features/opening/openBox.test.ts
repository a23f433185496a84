import { ErrorCode, type Ack, type OpenBoxResultDto } from '@nova/protocol';
import { ApiError } from '../../lib/api';
import { buildBox, buildOpenResult } from '../../../test/fixtures';
import { isRetryable, newRequestId, openBox, type OpenBoxDeps } from './openBox';

const result = buildOpenResult(buildBox());

/** A stand-in socket: `connected`, and `timeout().emitWithAck()` answering (or rejecting) as told. */
function fakeSocket(connected: boolean, answer: () => Promise<Ack<OpenBoxResultDto>>) {
  const emitWithAck = jest.fn((_event: string, _payload: unknown) => answer());
  const timeout = jest.fn(() => ({ emitWithAck }));
  return { socket: { connected, timeout } as unknown as NonNullable<OpenBoxDeps['socket']>, emitWithAck, timeout };
}

function fakeClient(answer: () => Promise<unknown> = async () => result) {
  const json = jest.fn((_method: string, _path: string, _body?: unknown, _options?: unknown) => answer());
  return { client: { json } as unknown as NonNullable<OpenBoxDeps['client']>, json };
}

describe('openBox: socket first, REST with the same requestId otherwise', () => {
  it('uses box:open with an ack when the socket is connected', async () => {
    const { socket, emitWithAck, timeout } = fakeSocket(true, async () => ({ ok: true, data: result }));
    const { client, json } = fakeClient();
    await expect(openBox({ boxId: 'b1', requestId: 'req-1', oddsVersion: 3 }, { socket, client })).resolves.toBe(result);
    expect(timeout).toHaveBeenCalledWith(6000);
    expect(emitWithAck).toHaveBeenCalledWith('box:open', { boxId: 'b1', requestId: 'req-1', oddsVersion: 3 });
    expect(json).not.toHaveBeenCalled();
  });

  it('uses REST when the socket is not connected', async () => {
    const { socket, emitWithAck } = fakeSocket(false, async () => ({ ok: true, data: result }));
    const { client, json } = fakeClient();
    await openBox({ boxId: 'b1', requestId: 'req-2', oddsVersion: 3 }, { socket, client });
    expect(emitWithAck).not.toHaveBeenCalled();
    expect(json).toHaveBeenCalledWith('POST', '/api/boxes/b1/open', { requestId: 'req-2', oddsVersion: 3 }, { auth: true });
  });

  it.each([
    ['no ack in time', () => Promise.reject(new Error('operation has timed out'))],
    [
      'a socket not signed in yet',
      async (): Promise<Ack<OpenBoxResultDto>> => ({ ok: false, error: { code: 'AUTH_REQUIRED', message: 'Sign in' } }),
    ],
    [
      'a socket over its budget',
      async (): Promise<Ack<OpenBoxResultDto>> => ({ ok: false, error: { code: 'RATE_LIMITED', message: 'Slow down' } }),
    ],
  ])('falls back to REST with the same requestId after %s', async (_why, answer) => {
    const { socket } = fakeSocket(true, answer);
    const { client, json } = fakeClient();
    await expect(openBox({ boxId: 'b1', requestId: 'req-3', oddsVersion: 3 }, { socket, client })).resolves.toBe(result);
    expect(json).toHaveBeenCalledWith('POST', '/api/boxes/b1/open', { requestId: 'req-3', oddsVersion: 3 }, { auth: true });
  });

  it('a refusal about the opening itself is thrown with its code and status, without a REST retry', async () => {
    const { socket } = fakeSocket(true, async () => ({ ok: false, error: { code: 'INSUFFICIENT_BALANCE', message: 'Not enough coins' } }));
    const { client, json } = fakeClient();
    const err = await openBox({ boxId: 'b1', requestId: 'req-4', oddsVersion: 3 }, { socket, client }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 402, code: 'INSUFFICIENT_BALANCE', serverMessage: 'Not enough coins' });
    expect(json).not.toHaveBeenCalled();
  });

  it('request ids are fresh and fit the protocol schema', () => {
    const a = newRequestId();
    expect(a).toMatch(/^[A-Za-z0-9_\-:.]{1,64}$/);
    expect(newRequestId()).not.toBe(a);
  });
});

describe('isRetryable', () => {
  it('judges our errors by their code, and answers without our body by their status', () => {
    expect(isRetryable(new ApiError(500, 'x', { code: ErrorCode.INTERNAL }))).toBe(true);
    expect(isRetryable(new ApiError(429, 'x', { code: ErrorCode.RATE_LIMITED }))).toBe(true);
    expect(isRetryable(new ApiError(402, 'x', { code: ErrorCode.INSUFFICIENT_BALANCE }))).toBe(false);
    expect(isRetryable(new ApiError(0, 'offline'))).toBe(true);
    expect(isRetryable(new ApiError(502, 'Bad Gateway'))).toBe(true);
    expect(isRetryable(new ApiError(404, 'Not Found'))).toBe(false);
    expect(isRetryable(new TypeError('fetch failed'))).toBe(true);
  });
});
