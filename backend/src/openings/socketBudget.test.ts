import type { Ack, OpenBoxResultDto } from '@nova/protocol';
import { buildUser } from '../../test/factories';
import { cheapestBox, listBoxes, newRequestId, openBox, socketOpen } from '../../test/openings';
import { startTestServer, type TestServer } from '../../test/server';

/** Openings over `box:open` spend the same per-player budget (`writeLimit(ctx, 'play')`) as `POST /api/boxes/:id/open`. */
const BUDGET = 8;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { PLAYER_WRITE_RATE_MAX: String(BUDGET), PLAYER_WRITE_RATE_WINDOW_SECONDS: '3600' } });
});
afterAll(() => server.stop());

describe('the per-player openings budget', () => {
  it('is shared by REST and every socket of the player: five sockets opening at once get what REST left, no more', async () => {
    const { token } = await buildUser(server.ctx, { balance: 1_000_000 });
    const box = cheapestBox(await listBoxes(server));
    for (let i = 0; i < 2; i++) await openBox(server, token, box.id, { requestId: newRequestId() }).expect(200);

    const sockets = await Promise.all(Array.from({ length: 5 }, () => server.connect(token)));
    const acks: Ack<OpenBoxResultDto>[] = await Promise.all(
      sockets.flatMap((socket) => Array.from({ length: 4 }, () => socketOpen(socket, { boxId: box.id, requestId: newRequestId() }))),
    );
    const opened = acks.filter((ack) => ack.ok);
    const refused = acks.filter((ack) => !ack.ok);
    expect(opened).toHaveLength(BUDGET - 2);
    for (const ack of refused) expect(ack).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED' } });

    const rest = await openBox(server, token, box.id, { requestId: newRequestId() }).expect(429);
    expect(Number(rest.headers['retry-after'])).toBeGreaterThan(0);
    const history = await server.request().get('/api/history').set('Authorization', `Bearer ${token}`).expect(200);
    expect(history.body.entries).toHaveLength(BUDGET);
  });

  it('still answers bad payloads with VALIDATION_FAILED', async () => {
    const { token } = await buildUser(server.ctx, { balance: 1_000 });
    const socket = await server.connect(token);
    expect(await socketOpen(socket, { boxId: 'not-an-id' })).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
  });
});
