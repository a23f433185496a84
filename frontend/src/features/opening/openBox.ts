import {
  ErrorCode,
  isServerFault,
  type Ack,
  type BoxOpenPayload,
  type OpenBoxResultDto,
} from '@nova/protocol';
import { ApiError, type ApiClient } from '../../lib/api';
import { api } from '../../lib/queryClient';
import { appSocket } from '../../realtime/live';
import type { NovaSocket } from '../../realtime/socket';

/** How long a `box:open` ack may take before the same request is sent over REST instead. */
export const SOCKET_OPEN_TIMEOUT_MS = 6000;

/** A fresh idempotency key for one opening attempt. */
export { newRequestId } from '../../lib/requestId';

/**
 * Socket answers that say nothing about the opening itself (the socket is not signed in yet, is over its request
 * budget, or the server hiccuped): the same request goes over REST, where the same requestId is charged at most once.
 */
const TRY_REST: ReadonlySet<string> = new Set([
  ErrorCode.AUTH_REQUIRED,
  ErrorCode.RATE_LIMITED,
  ErrorCode.UNKNOWN_EVENT,
  ErrorCode.SERVICE_UNAVAILABLE,
  ErrorCode.INTERNAL,
]);

/** The HTTP status the REST route answers with for a code, so socket and REST failures look the same. */
const STATUS: Partial<Record<string, number>> = {
  [ErrorCode.VALIDATION_FAILED]: 400,
  [ErrorCode.INVALID_TOKEN]: 401,
  [ErrorCode.TOKEN_EXPIRED]: 401,
  [ErrorCode.INSUFFICIENT_BALANCE]: 402,
  [ErrorCode.ACCOUNT_BANNED]: 403,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.IDEMPOTENCY_CONFLICT]: 409,
  [ErrorCode.ODDS_CHANGED]: 409,
};

class UseRest extends Error {}

async function viaSocket(socket: NovaSocket, payload: BoxOpenPayload): Promise<OpenBoxResultDto> {
  let ack: Ack<OpenBoxResultDto>;
  try {
    ack = await socket.timeout(SOCKET_OPEN_TIMEOUT_MS).emitWithAck('box:open', payload);
  } catch {
    throw new UseRest('socket timeout'); // no ack in time (or the socket dropped): REST with the same key
  }
  if (ack.ok) return ack.data;
  if (TRY_REST.has(ack.error.code)) throw new UseRest(ack.error.code);
  throw new ApiError(STATUS[ack.error.code] ?? 400, ack.error.message, ack.error);
}

export interface OpenBoxDeps {
  socket?: Pick<NovaSocket, 'connected' | 'timeout'>;
  client?: Pick<ApiClient, 'json'>;
}

/**
 * Opens a box once per `requestId`, with the box's `oddsVersion` the player was shown (a stale one is refused with
 * ODDS_CHANGED and nothing is charged). Over the realtime socket (`box:open` with an ack) when it is connected,
 * else, or when the socket cannot answer for the opening (timeout, not yet signed in, rate limited), over
 * `POST /api/boxes/:id/open` with the same `requestId`: the server returns the first result for a repeated key
 * and charges once. Business failures (insufficient balance, unknown box...) throw an ApiError with the code.
 */
export async function openBox(request: BoxOpenPayload, deps: OpenBoxDeps = {}): Promise<OpenBoxResultDto> {
  const socket = (deps.socket ?? appSocket.current()) as NovaSocket | null;
  if (socket?.connected) {
    try {
      return await viaSocket(socket, request);
    } catch (err) {
      if (!(err instanceof UseRest)) throw err;
    }
  }
  const { boxId, ...body } = request;
  return (deps.client ?? api).json<OpenBoxResultDto>('POST', `/api/boxes/${encodeURIComponent(boxId)}/open`, body, { auth: true });
}

/**
 * True when a failure may not have reached the server or was its fault (network, timeout, a server-fault code):
 * retry with the same requestId. Our errors are judged by their code (protocol's status table); an answer without
 * our error body (no server reached, or a proxy's 502/503/504) by its status.
 */
export function isRetryable(err: unknown): boolean {
  if (!(err instanceof ApiError)) return err instanceof TypeError;
  if (err.code) return isServerFault(err.code) || err.code === ErrorCode.RATE_LIMITED;
  return err.status === 0 || err.status >= 500;
}
