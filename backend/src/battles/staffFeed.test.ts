import { BATTLE_LIMITS, staffEventSchema, type StaffEventDto } from '@nova/protocol';
import { battleAction, battleBox, createBattle } from '../../test/battles';
import { buildUser } from '../../test/factories';
import { buildFundedUser } from '../../test/ledger';
import { nextEvent, subscribe } from '../../test/realtime';
import { startTestServer, TestClock, type TestServer } from '../../test/server';

// The operations feed's battle lines: created, finished (winners and value), cancelled (by whom).

const clock = new TestClock();
let server: TestServer;
let box: string;
beforeAll(async () => {
  server = await startTestServer({ clock });
  box = await battleBox(100);
});
afterAll(() => server.stop());

type BattleLine = Extract<StaffEventDto, { kind: 'battle' }>;

it('sends a staff line when a battle is created, finished and cancelled', async () => {
  const admin = await buildUser(server.ctx, { role: 'admin' });
  const staff = await server.connect(admin.token);
  expect((await subscribe(staff, 'staff:feed')).ok).toBe(true);
  const a = await buildFundedUser(server.ctx, 1_000);
  // Lines are awaited from before the requests that cause them: recognised by the creator (new in this test).
  const line = (action: BattleLine['action']) =>
    nextEvent(staff, 'staff:event', {
      schema: staffEventSchema,
      accept: (e) => e.kind === 'battle' && e.action === action && e.username === a.user.username,
    }) as Promise<BattleLine>;

  const created = line('created');
  const finished = line('finished');
  const id = (await createBattle(server, a.token, { boxIds: [box] })).id;
  expect(await created).toMatchObject({ username: a.user.username, mode: '1v1', seatPriceCoins: 100, winners: null, staff: null });
  await battleAction(server, a.token, id, 'bots').expect(200);
  clock.advance(BATTLE_LIMITS.startDelayMs);
  const end = await finished;
  expect(end.battleId).toBe(id);
  expect(end.valueInUSD).toMatch(/^\d+\.\d{2}$/);
  expect([[], [a.user.username]]).toContainEqual(end.winners);

  const cancelled = line('cancelled');
  const other = (await createBattle(server, a.token, { boxIds: [box] })).id;
  clock.advance(BATTLE_LIMITS.fillTimeoutMs);
  await battleAction(server, admin.token, other, 'cancel').expect(200);
  expect(await cancelled).toMatchObject({ staff: admin.user.username, battleId: other });
});
