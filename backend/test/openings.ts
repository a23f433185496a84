import type { Ack, BoxDto, OpenBoxResultDto } from '@nova/protocol';
import type { ClientSocket, TestServer } from './server';

/** The seeded catalog as `GET /api/boxes` lists it. */
export async function listBoxes(server: TestServer): Promise<BoxDto[]> {
  return (await server.request().get('/api/boxes').expect(200)).body as BoxDto[];
}

export function cheapestBox(boxes: BoxDto[]): BoxDto {
  return boxes.reduce((a, b) => (a.priceCoins <= b.priceCoins ? a : b));
}

/** `POST /api/boxes/:id/open`, signed in when `token` is given, with `body` when given. */
export function openBox(server: TestServer, token: string | null, boxId: string, body?: object) {
  const req = server.request().post(`/api/boxes/${boxId}/open`);
  if (token) req.set('Authorization', `Bearer ${token}`);
  return body ? req.send(body) : req;
}

/** `box:open` over a socket; resolves to the ack. */
export function socketOpen(socket: ClientSocket, payload: unknown): Promise<Ack<OpenBoxResultDto>> {
  return new Promise((resolve) => socket.emit('box:open', payload as never, resolve));
}

let requests = 0;
/** A requestId no other opening in this test file has used. */
export const newRequestId = () => `req-${Date.now()}-${(requests += 1)}`;
