import type { ApiErrorBody } from './errors';

/** Every client request over the socket is answered with exactly one ack of this shape. */
export type Ack<T> = { ok: true; data: T } | { ok: false; error: ApiErrorBody };
export type AckCallback<T> = (response: Ack<T>) => void;
