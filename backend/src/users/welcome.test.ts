import { Types } from 'mongoose';
import { balanceChangedSchema, type AuthResponseDto } from '@nova/protocol';
import { buildUser } from '../../test/factories';
import { nextEvent } from '../../test/realtime';
import { startLocalSmtp, verificationToken, type LocalSmtp } from '../../test/smtp';
import { startTestServer, type TestServer } from '../../test/server';
import { LedgerEntryModel } from '../ledger/model';
import { UserModel } from './model';
import { grantWelcomeCoins } from './welcome';

let smtp: LocalSmtp;
let server: TestServer;

beforeAll(async () => {
  smtp = await startLocalSmtp();
  server = await startTestServer({ env: { SMTP_URL: smtp.url, WELCOME_COINS: '50', AUTH_RATE_MAX_PER_IP: '1000' } });
});
afterAll(async () => {
  await server.stop();
  await smtp.close();
});

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function register(username: string): Promise<AuthResponseDto> {
  const email = `${username.toLowerCase()}@nova.test`;
  return (await server.request().post('/api/register').send({ username, email, password: 'first-password' }).expect(201)).body as AuthResponseDto;
}

async function welcomeEntries(userId: string) {
  return LedgerEntryModel.find({ userId: new Types.ObjectId(userId), kind: 'welcome' }).lean();
}

describe('welcome coins', () => {
  it('verifying the address credits WELCOME_COINS once, as a ledger entry the player hears about live', async () => {
    const player = await register('Newbie');
    expect(player.user.balance).toBe(0);
    const socket = await server.connect(player.token);
    const heard = nextEvent(socket, 'balance:changed');
    const token = verificationToken(await smtp.mailTo('newbie@nova.test'));
    await server.request().post('/api/verify-email').send({ token }).expect(200);

    expect(balanceChangedSchema.parse(await heard)).toMatchObject({ balance: 50, delta: 50, kind: 'welcome' });
    expect((await server.request().get('/api/me').set(auth(player.token)).expect(200)).body.balance).toBe(50);
    const entries = await welcomeEntries(player.user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ amount: 50, balanceAfter: 50 });

    // Verified a second time (the flag cleared, a new link) still grants nothing more.
    await UserModel.updateOne({ _id: player.user.id }, { $set: { emailVerified: false } });
    await server.request().post('/api/account/verification').set(auth(player.token)).send({}).expect(202);
    const again = verificationToken(await smtp.mailTo('newbie@nova.test', 2));
    await server.request().post('/api/verify-email').send({ token: again }).expect(200);
    expect(await welcomeEntries(player.user.id)).toHaveLength(1);
    expect((await server.request().get('/api/me').set(auth(player.token)).expect(200)).body.balance).toBe(50);
  });

  it('a link used in several requests at once verifies once and credits once', async () => {
    const player = await register('Racer');
    const token = verificationToken(await smtp.mailTo('racer@nova.test'));
    const answers = await Promise.all(Array.from({ length: 6 }, () => server.request().post('/api/verify-email').send({ token })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    expect(await welcomeEntries(player.user.id)).toHaveLength(1);
    expect((await UserModel.findById(player.user.id).lean())!.balance).toBe(50);
  });

  it('concurrent grants for one account credit exactly once; the balance equals the ledger', async () => {
    const { user } = await buildUser(server.ctx, { balance: 0 });
    const credited = await Promise.all(Array.from({ length: 10 }, () => grantWelcomeCoins(server.ctx, user._id)));
    expect(credited.filter((c) => c > 0)).toEqual([50]);
    expect(await welcomeEntries(user.id as string)).toHaveLength(1);
    const after = (await UserModel.findById(user._id).lean())!;
    expect(after.balance).toBe(50);
    expect(await grantWelcomeCoins(server.ctx, user._id)).toBe(0);
  });

  it('WELCOME_COINS=0 grants nothing', async () => {
    const { user } = await buildUser(server.ctx, { balance: 0 });
    const off = { ...server.ctx, config: { ...server.ctx.config, WELCOME_COINS: 0 } };
    expect(await grantWelcomeCoins(off, user._id)).toBe(0);
    expect(await welcomeEntries(user.id as string)).toHaveLength(0);
  });
});
