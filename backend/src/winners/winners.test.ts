import { winnerAnnouncedSchema, winnerSchema, type OpenBoxResultDto, type WinnerDto, type WinnersPageDto } from '@nova/protocol';
import { alwaysWins, craftBox } from '../../test/catalog';
import { buildUser } from '../../test/factories';
import { buildFundedUser } from '../../test/ledger';
import { collect, nextEvent, subscribe } from '../../test/realtime';
import { TestClock, startTestServer, type TestServer } from '../../test/server';
import { countUploads, readUpload } from '../core/mediaStore';
import { pixelsOf, pngBomb, testImage } from '../../test/images';

const clock = new TestClock(new Date('2026-03-10T08:00:00.000Z'));
let server: TestServer;
let adminToken: string;
let winBox: string;
let zeroBox: string;
let loseBox: string;
beforeAll(async () => {
  server = await startTestServer({ clock });
  adminToken = (await buildUser(server.ctx, { role: 'admin' })).token;
  winBox = await alwaysWins('Tech', 100, { name: 'Gadget', rarity: 'rare', valueUsdCents: 2500 });
  zeroBox = await alwaysWins('Tech', 100, { name: 'Sticker', rarity: 'common', valueUsdCents: 0 });
  loseBox = await craftBox({
    category: 'Tech',
    priceCoins: 100,
    prizes: [
      { name: 'Nothing', rarity: 'none', oddsPpm: 1_000_000, valueUsdCents: 0 },
      { name: 'Gadget', rarity: 'rare', oddsPpm: 0, valueUsdCents: 2500 },
    ],
  });
});
afterAll(() => server.stop());

let PNG: Buffer;
beforeAll(async () => {
  PNG = await testImage('png');
});

async function open(token: string, boxId: string): Promise<OpenBoxResultDto> {
  return (await server.request().post(`/api/boxes/${boxId}/open`).set('Authorization', `Bearer ${token}`).expect(200))
    .body as OpenBoxResultDto;
}
async function page(query = ''): Promise<WinnersPageDto> {
  const body = (await server.request().get(`/api/winners${query}`).expect(200)).body as WinnersPageDto;
  for (const w of body.entries) winnerSchema.parse(w);
  return body;
}
function addWinner(body: Record<string, unknown>, token = adminToken) {
  return server.request().post('/api/admin/winners').set('Authorization', `Bearer ${token}`).send(body);
}

describe('GET /api/winners', () => {
  it('lists real wins worth something and admin-added winners, newest first, one page at a time', async () => {
    const { user, token } = await buildFundedUser(server.ctx, 10_000);
    const boxId = winBox;
    const expected: string[] = [];
    for (let i = 0; i < 12; i++) {
      clock.advance(60_000);
      if (i % 3 === 0) {
        const res = await addWinner({ userId: user.id, boxId, prizeName: `Manual ${i}`, prizeValue: 10 + i }).expect(201);
        expected.unshift((res.body as WinnerDto).id);
      } else {
        expected.unshift((await open(token, boxId)).openingId);
      }
      clock.advance(1000);
      await open(token, zeroBox); // a zero-value prize is not a winner
      await open(token, loseBox); // nor is 'Nothing'
    }

    const first = await page('?limit=5');
    expect(first.entries.map((w) => w.id)).toEqual(expected.slice(0, 5));
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await page(`?limit=5&cursor=${first.nextCursor}`);
    expect(second.entries.map((w) => w.id)).toEqual(expected.slice(5, 10));
    const third = await page(`?limit=5&cursor=${second.nextCursor}`);
    expect(third.entries.map((w) => w.id)).toEqual(expected.slice(10, 12));
    expect(third.nextCursor).toBeNull();

    const real = first.entries.find((w) => w.source === 'opening')!;
    expect(real).toMatchObject({
      username: user.username,
      prizeName: 'Gadget',
      prizeValue: '25.00',
      rarity: 'rare',
      boxId,
      winnerImageUrl: null,
    });
    const manual = [...first.entries, ...second.entries].find((w) => w.source === 'admin')!;
    expect(manual).toMatchObject({ username: user.username, boxId, prizeName: expect.stringMatching(/^Manual/) });
  });

  it('orders entries with the same time stably across pages', async () => {
    const { user } = await buildUser(server.ctx);
    clock.advance(3_600_000);
    const at = clock.now().toISOString();
    const ids: string[] = [];
    for (let i = 0; i < 4; i++)
      ids.push(
        (
          (await addWinner({ userId: user.id, boxId: winBox, prizeName: `Tie ${i}`, prizeValue: 5, createdAt: at }).expect(201))
            .body as WinnerDto
        ).id,
      );
    const a = await page('?limit=2');
    const b = await page(`?limit=2&cursor=${a.nextCursor}`);
    expect([...a.entries, ...b.entries].map((w) => w.id).sort()).toEqual([...ids].sort());
  });

  it('refuses a malformed cursor or limit with VALIDATION_FAILED', async () => {
    for (const query of ['?cursor=abc', '?limit=0', '?limit=51', '?limit=x', '?extra=1']) {
      await server
        .request()
        .get(`/api/winners${query}`)
        .expect(400)
        .expect((res) => expect(res.body.code).toBe('VALIDATION_FAILED'));
    }
  });
});

describe('the live winners feed', () => {
  it('announces a real win to winners subscribers with a seq above the snapshot, and not to others', async () => {
    const watcher = await server.connect();
    await subscribe(watcher, 'winners');
    const bystander = await server.connect();
    const { seq: snapshotSeq } = await page('?limit=1');
    const { token, user } = await buildFundedUser(server.ctx, 500);
    const announced = nextEvent(watcher, 'winner:announced', { schema: winnerAnnouncedSchema });
    const bystanderHeard = collect(bystander, 'winner:announced');
    const result = await open(token, winBox);
    const { seq, winner } = await announced;
    expect(seq).toBeGreaterThan(snapshotSeq);
    expect(winner).toMatchObject({ id: result.openingId, source: 'opening', username: user.username, prizeValue: '25.00' });
    // Its subscribe ack travels after anything the server had sent the bystander: the win was not among it.
    await subscribe(bystander, 'winners');
    expect(bystanderHeard).toEqual([]);
    expect((await page('?limit=1')).seq).toBe(seq);
  });

  it('announces admin-added winners and never zero-value wins or losses', async () => {
    const watcher = await server.connect();
    await subscribe(watcher, 'winners');
    const { user, token } = await buildFundedUser(server.ctx, 500);
    const heard = collect(watcher, 'winner:announced', winnerAnnouncedSchema);
    await open(token, zeroBox);
    await open(token, loseBox);
    const announced = nextEvent(watcher, 'winner:announced', { schema: winnerAnnouncedSchema });
    await addWinner({ userId: user.id, boxId: winBox, prizeName: 'Golden ticket', prizeValue: '99.5' }).expect(201);
    await expect(announced).resolves.toMatchObject({ winner: { source: 'admin', prizeName: 'Golden ticket', prizeValue: '99.50' } });
    // The admin's winner came after both openings: anything they announced would have arrived before it.
    expect(heard.map((e) => e.winner.source)).toEqual(['admin']);
  });
});

describe('POST /api/admin/winners', () => {
  it('takes multipart with images checked by content, stores them in the database and serves them', async () => {
    const { user } = await buildUser(server.ctx);
    const res = await server
      .request()
      .post('/api/admin/winners')
      .set('Authorization', `Bearer ${adminToken}`)
      .field('userId', user.id as string)
      .field('boxId', winBox)
      .field('prizeName', 'Signed jersey')
      .field('prizeValue', '120')
      .attach('prizeImage', Buffer.concat([PNG, Buffer.from('<img src=x onerror=alert(1)>')]), {
        filename: 'prize.png',
        contentType: 'image/png',
      })
      .attach('winnerImage', PNG, { filename: 'me.png', contentType: 'image/png' })
      .expect(201);
    const winner = winnerSchema.parse(res.body);
    expect(winner.imageUrl).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.png$/);
    expect(winner.winnerImageUrl).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.png$/);
    const stored = await readUpload(winner.imageUrl.split('/').pop()!);
    // Stored re-encoded: the same pixels, nothing appended.
    expect((await pixelsOf(stored!)).rgb.equals((await pixelsOf(PNG)).rgb)).toBe(true);
    expect(stored!.toString('latin1')).not.toContain('onerror');
    const served = await server.request().get(winner.imageUrl).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses a file that is not an image whatever its name says (415), an oversized one (413), and bad fields (400)', async () => {
    const { user } = await buildUser(server.ctx);
    const base = (req: ReturnType<TestServer['request']>) =>
      req
        .post('/api/admin/winners')
        .set('Authorization', `Bearer ${adminToken}`)
        .field('userId', user.id as string)
        .field('boxId', winBox)
        .field('prizeName', 'Thing')
        .field('prizeValue', '10');
    const fake = await base(server.request())
      .attach('prizeImage', Buffer.from('<script>alert(1)</script>'), { filename: 'x.png', contentType: 'image/png' })
      .expect(415);
    expect(fake.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', details: { prizeImage: expect.any(String) } });
    const huge = await base(server.request())
      .attach('prizeImage', Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]), { filename: 'big.png', contentType: 'image/png' })
      .expect(413);
    expect(huge.body.code).toBe('PAYLOAD_TOO_LARGE');
    const files = await countUploads();
    const bomb = await base(server.request())
      .attach('prizeImage', PNG, { filename: 'prize.png', contentType: 'image/png' })
      .attach('winnerImage', pngBomb(), { filename: 'me.png', contentType: 'image/png' })
      .expect(413);
    expect(bomb.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', details: { winnerImage: expect.any(String) } });
    // The prize image was fine, but neither is stored when one is refused.
    expect(await countUploads()).toBe(files);
    const unknownField = await base(server.request()).attach('avatar', PNG, { filename: 'a.png', contentType: 'image/png' }).expect(400);
    expect(unknownField.body.code).toBe('VALIDATION_FAILED');

    for (const body of [
      {},
      { userId: user.id, boxId: winBox, prizeName: '', prizeValue: 10 },
      { userId: user.id, boxId: winBox, prizeName: 'X', prizeValue: 0 },
      { userId: user.id, boxId: winBox, prizeName: 'X', prizeValue: 1.234 },
      { userId: 'nope', boxId: winBox, prizeName: 'X', prizeValue: 1 },
      { userId: user.id, boxId: winBox, prizeName: 'X', prizeValue: 1, isAdmin: true },
    ]) {
      await addWinner(body).expect(400);
    }
    await addWinner({ userId: '0123456789abcdef01234567', boxId: winBox, prizeName: 'X', prizeValue: 1 }).expect(404);
    await addWinner({ userId: user.id, boxId: '0123456789abcdef01234567', prizeName: 'X', prizeValue: 1 }).expect(404);
  });

  it('is for admins only', async () => {
    const { user, token } = await buildUser(server.ctx);
    const body = { userId: user.id, boxId: winBox, prizeName: 'X', prizeValue: 1 };
    await server.request().post('/api/admin/winners').send(body).expect(401);
    await addWinner(body, token).expect(403);
    const support = await buildUser(server.ctx, { role: 'support' });
    await addWinner(body, support.token).expect(403);
  });
});
