import {
  reviewAddedSchema,
  reviewHiddenSchema,
  reviewUnhiddenSchema,
  staffEventSchema,
  type MyReviewDto,
  type ReviewDto,
  type ReviewsPageDto,
  type StaffEventDto,
} from '@nova/protocol';
import { collect, nextEvent, subscribe } from '../../test/realtime';
import { accountOf, playerWhoOpened, reviewRequests } from '../../test/reviews';
import { startTestServer, type ClientSocket, type TestServer } from '../../test/server';

let server: TestServer;
let api: ReturnType<typeof reviewRequests>;
beforeAll(async () => {
  server = await startTestServer();
  api = reviewRequests(server);
});
afterAll(() => server.stop());

const snapshot = async () => (await api.list().expect(200)).body as ReviewsPageDto;
const watcher = async () => {
  const socket = await server.connect();
  expect(await subscribe(socket, 'reviews')).toEqual({ ok: true, data: { feed: 'reviews', subscribed: true } });
  return socket;
};
const reviewLine = (socket: ClientSocket, accept: (e: Extract<StaffEventDto, { kind: 'review' }>) => boolean) =>
  nextEvent(socket, 'staff:event', {
    schema: staffEventSchema,
    accept: (e) => e.kind === 'review' && accept(e),
  }) as Promise<Extract<StaffEventDto, { kind: 'review' }>>;

describe('the live reviews room', () => {
  it('tells every subscriber of a new review, a hidden one and a shown one, each with the summary after it', async () => {
    const [a, b] = [await watcher(), await watcher()];
    const bystander = await server.connect();
    const before = await snapshot();
    const { user, token } = await playerWhoOpened(server);

    const bystanderHeard = collect(bystander, 'review:added');
    const addedA = nextEvent(a, 'review:added', { schema: reviewAddedSchema });
    const addedB = nextEvent(b, 'review:added', { schema: reviewAddedSchema });
    const written = (await api.write({ rating: 2, comment: 'Slow delivery, but support helped.' }, token).expect(201)).body as ReviewDto;
    const [seenA, seenB] = await Promise.all([addedA, addedB]);
    expect(seenA).toEqual(seenB);
    expect(seenA.seq).toBeGreaterThan(before.seq);
    expect(seenA.review).toEqual(written);
    expect(seenA.review).toMatchObject({ username: user.username, verified: true });
    expect(seenA.summary.count).toBe(before.summary.count + 1);
    expect(seenA.summary.distribution.find((d) => d.stars === 2)!.count).toBe(
      before.summary.distribution.find((d) => d.stars === 2)!.count + 1,
    );
    // Its subscribe ack travels after anything the server had sent the bystander: the review was not among it.
    await subscribe(bystander, 'reviews');
    expect(bystanderHeard).toEqual([]);

    const support = await accountOf(server, 'support');
    const hiddenA = nextEvent(a, 'review:hidden', { schema: reviewHiddenSchema });
    const hiddenB = nextEvent(b, 'review:hidden', { schema: reviewHiddenSchema });
    await api.setHidden(written.id, { hidden: true }, support.token).expect(200);
    const [goneA, goneB] = await Promise.all([hiddenA, hiddenB]);
    expect(goneA).toEqual(goneB);
    expect(goneA).toEqual({ seq: expect.any(Number), reviewId: written.id, summary: before.summary });
    expect(goneA.seq).toBeGreaterThan(seenA.seq);
    expect((await api.mine(token).expect(200)).body as MyReviewDto).toMatchObject({ reason: 'already-reviewed', hidden: true });

    const back = nextEvent(b, 'review:unhidden', { schema: reviewUnhiddenSchema });
    await api.setHidden(written.id, { hidden: false }, support.token).expect(200);
    const shown = await back;
    expect(shown.review).toEqual(written);
    expect(shown.summary).toEqual(seenA.summary);
    expect(shown.seq).toBeGreaterThan(goneA.seq);

    const after = await snapshot();
    expect(after.seq).toBe(shown.seq);
    expect(after.summary).toEqual(shown.summary);
    expect(after.entries[0]).toEqual(written);
  });

  it('announces reviews admins add, unverified, and stops after feed:unsubscribe', async () => {
    const socket = await watcher();
    const admin = await accountOf(server, 'admin');
    const added = nextEvent(socket, 'review:added', { schema: reviewAddedSchema });
    await api.add(admin.token).send({ username: 'Guest from email', rating: 5, comment: 'Lovely surprise box.' }).expect(201);
    expect((await added).review).toMatchObject({ username: 'Guest from email', verified: false });

    await new Promise((resolve) => socket.emit('feed:unsubscribe', { feed: 'reviews' }, resolve));
    const heard = collect(socket, 'review:added');
    const stillWatching = await watcher();
    const another = nextEvent(stillWatching, 'review:added', { accept: (e) => e.review.username === 'Another guest' });
    await api.add(admin.token).send({ username: 'Another guest', rating: 4, comment: 'Nice.' }).expect(201);
    await another;
    // Re-subscribing is acknowledged after anything sent to the socket before: the review never was.
    await subscribe(socket, 'reviews');
    expect(heard).toEqual([]);
  });

  it('refuses a malformed feed request', async () => {
    const socket = await server.connect();
    const ack = await new Promise((resolve) => socket.emit('feed:subscribe', { feed: 'review' } as never, resolve));
    expect(ack).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
  });
});

describe('the staff feed', () => {
  it('gets a line for a player review, an admin-added one and a hidden one', async () => {
    const support = await accountOf(server, 'support');
    const admin = await accountOf(server, 'admin');
    const staff = await server.connect(support.token);
    expect(await subscribe(staff, 'staff:feed')).toMatchObject({ ok: true });

    const { user, token } = await playerWhoOpened(server);
    const playerLine = reviewLine(staff, (e) => e.action === 'added' && e.author === user.username);
    const written = (await api.write({ rating: 5, comment: 'Best mystery box shop around.' }, token).expect(201)).body as ReviewDto;
    await expect(playerLine).resolves.toMatchObject({ reviewId: written.id, rating: 5, verified: true, staff: null });

    const adminLine = reviewLine(staff, (e) => e.action === 'added' && e.author === 'Imported');
    await api.add(admin.token).send({ username: 'Imported', rating: 3, comment: 'Okay.' }).expect(201);
    await expect(adminLine).resolves.toMatchObject({ verified: false, staff: admin.user.username });

    const hiddenLine = reviewLine(staff, (e) => e.action === 'hidden');
    await api.setHidden(written.id, { hidden: true }, admin.token).expect(200);
    await expect(hiddenLine).resolves.toMatchObject({ reviewId: written.id, author: user.username, staff: admin.user.username });
  });
});
