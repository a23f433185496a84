import { referralJoinedSchema, type ReferralCodeDto, type StaffFeedPageDto } from '@nova/protocol';
import { eventually } from '../../test/eventually';
import { buildUser } from '../../test/factories';
import { startFakeOidcProvider, type FakeOidcProvider } from '../../test/fakeOidc';
import { googleSignIn } from '../../test/google';
import { auth } from '../../test/payments';
import { nextEvent } from '../../test/realtime';
import { startTestServer, type TestServer } from '../../test/server';
import { UserModel } from '../users/model';
import { mailboxKey } from './attribution';

let provider: FakeOidcProvider;
let server: TestServer;
beforeAll(async () => {
  provider = await startFakeOidcProvider();
  server = await startTestServer({
    env: {
      AUTH_RATE_MAX_PER_IP: '1000',
      AUTH_RATE_MAX_PER_ACCOUNT: '100',
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      GOOGLE_ISSUER_URL: provider.issuer,
    },
  });
});
afterAll(async () => {
  await server.stop();
  await provider.close();
});

let n = 0;
const register = (body: Record<string, unknown>) => {
  n += 1;
  return server
    .request()
    .post('/api/register')
    .send({ username: `joiner${n}`, email: `joiner${n}@example.com`, password: 'secret1', ...body });
};
const referredByOf = async (id: string) => (await UserModel.findById(id).lean())?.referredBy?.toHexString() ?? null;

/** A referrer with a code of their own (as stored: upper case). */
async function referrer(email?: string) {
  const built = await buildUser(server.ctx, { referralCode: `REF${++n}CODE`, ...(email ? { email } : {}) });
  return { ...built, code: built.user.referralCode! };
}

describe('attribution at registration', () => {
  it('attributes an email registration to the code’s owner (any case), tells the referrer live and the staff feed', async () => {
    const { token: staffToken } = await buildUser(server.ctx, { role: 'support' });
    const owner = await referrer();
    const tab = await server.connect(owner.token);
    const joined = nextEvent(tab, 'referral:joined', { schema: referralJoinedSchema });

    const res = await register({ ref: owner.code.toLowerCase() }).expect(201);
    expect(await referredByOf(res.body.user.id)).toBe(owner.user.id);
    const fact = await joined;
    expect(fact.referral).toMatchObject({ id: res.body.user.id, username: res.body.user.username, totalSpentCents: 0, active: false });
    const summary = await server.request().get('/api/affiliates/me').set(auth(owner.token)).expect(200);
    expect(summary.body).toMatchObject({ totalReferrals: 1, activeReferrals: 0, seq: fact.seq });

    await eventually(async () => {
      const feed = (await server.request().get('/api/staff/feed?kind=affiliate').set(auth(staffToken)).expect(200))
        .body as StaffFeedPageDto;
      expect(
        feed.entries.find((e) => e.kind === 'affiliate' && e.action === 'attributed' && e.referral === res.body.user.username),
      ).toMatchObject({
        userId: owner.user.id,
        username: owner.user.username,
        amount: null,
      });
    });
  });

  it('attributes a Google sign-up that started with ?ref=, and never re-attributes an existing account', async () => {
    const owner = await referrer();
    provider.signInAs({ sub: 'g-ref-1', email: 'google.joiner@gmail.test', email_verified: true, name: 'Google Joiner' });
    const session = await googleSignIn(server, { startUrl: `/api/auth/google?ref=${owner.code}` });
    expect(await referredByOf(session.user.id)).toBe(owner.user.id);

    // Signing in again with another referrer's link changes nothing: attribution is once and for good.
    const other = await referrer();
    const again = await googleSignIn(server, { startUrl: `/api/auth/google?ref=${other.code}` });
    expect(again.user.id).toBe(session.user.id);
    expect(await referredByOf(session.user.id)).toBe(owner.user.id);

    // An existing password account signing in with Google and a code is not attributed either.
    const plain = await register({}).expect(201);
    expect(await referredByOf(plain.body.user.id)).toBeNull();
    await UserModel.updateOne({ _id: plain.body.user.id }, { $set: { emailVerified: false } });
    provider.signInAs({ sub: 'g-ref-2', email: plain.body.user.email, email_verified: true, name: 'Plain' });
    const takenOver = await googleSignIn(server, { startUrl: `/api/auth/google?ref=${other.code}` });
    expect(takenOver.user.id).toBe(plain.body.user.id);
    expect(await referredByOf(plain.body.user.id)).toBeNull();
  });

  it('looks a code up for the landing visitor: the referrer’s name, 404 for an unknown code, 400 for a malformed one', async () => {
    const owner = await referrer();
    const found = await server.request().get(`/api/affiliates/codes/${owner.code.toLowerCase()}`).expect(200);
    expect(found.body as ReferralCodeDto).toEqual({ code: owner.code, referrer: owner.user.username });
    expect((await server.request().get('/api/affiliates/codes/NOSUCHCODE').expect(404)).body).toMatchObject({
      code: 'REFERRAL_CODE_UNKNOWN',
    });
    for (const bad of ['AB', 'A'.repeat(33), 'AB%3Cscript%3E', 'AB-CD']) {
      const res = await server.request().get(`/api/affiliates/codes/${bad}`).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { code: 'Invalid referral code' } });
    }
  });
});

describe('attribution: bad input', () => {
  it('refuses an unknown code with 404 REFERRAL_CODE_UNKNOWN and creates no account', async () => {
    const res = await register({ ref: 'NOSUCHCODE1', email: 'unknown.ref@example.com' }).expect(404);
    expect(res.body).toMatchObject({ code: 'REFERRAL_CODE_UNKNOWN', message: expect.any(String) });
    expect(await UserModel.exists({ email: 'unknown.ref@example.com' })).toBeNull();
  });

  it('refuses malformed codes with 400 VALIDATION_FAILED naming the field', async () => {
    for (const ref of ['AB', 'R'.repeat(33), 'AB<script>', 'AB CD', 'ÄBCD']) {
      const res = await register({ ref }).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { ref: 'Invalid referral code' } });
    }
    // A blank code counts as none.
    const blank = await register({ ref: '  ' }).expect(201);
    expect(await referredByOf(blank.body.user.id)).toBeNull();
  });

  it('refuses self-referral: the referrer’s own mailbox, however the address is spelt (400 REFERRAL_SELF)', async () => {
    const owner = await referrer('ann.lee@gmail.com');
    for (const email of ['annlee@gmail.com', 'AnnLee+promo@gmail.com', 'a.n.n.lee@googlemail.com']) {
      const res = await register({ ref: owner.code, email }).expect(400);
      expect(res.body).toMatchObject({ code: 'REFERRAL_SELF' });
    }
    // The same address at another provider is someone else.
    const res = await register({ ref: owner.code, email: 'annlee@example.com' }).expect(201);
    expect(await referredByOf(res.body.user.id)).toBe(owner.user.id);
  });

  it('refuses an unknown or malformed code at the start of a Google sign-up, before going to Google', async () => {
    const unknown = await server.request().get('/api/auth/google?ref=NOSUCHCODE2').expect(302);
    expect(unknown.headers.location).toBe('/?authError=REFERRAL_CODE_UNKNOWN');
    const malformed = await server.request().get('/api/auth/google?ref=%3Cb%3E').expect(302);
    expect(malformed.headers.location).toBe('/?authError=VALIDATION_FAILED');
  });

  it('refuses a Google sign-up with one’s own code (the referrer’s mailbox)', async () => {
    const owner = await referrer('self.google@gmail.test');
    await UserModel.updateOne({ _id: owner.user._id }, { $set: { email: 'selfgoogle@gmail.com' } });
    provider.signInAs({ sub: 'g-self', email: 'self.google+x@gmail.com', email_verified: true, name: 'Self' });
    const { location } = await googleSignIn.begin(server, { startUrl: `/api/auth/google?ref=${owner.code}` });
    expect(location.searchParams.get('authError')).toBe('REFERRAL_SELF');
    expect(await UserModel.exists({ googleSubject: 'g-self' })).toBeNull();
  });
});

describe('mailboxKey', () => {
  it('lower-cases, drops +tags, and treats Gmail dots and googlemail.com as the same mailbox', () => {
    expect(mailboxKey(' Ann.Lee+promo@GMAIL.com ')).toBe('annlee@gmail.com');
    expect(mailboxKey('a.n.n.lee@googlemail.com')).toBe('annlee@gmail.com');
    expect(mailboxKey('ann.lee+x@example.com')).toBe('ann.lee@example.com');
  });
});
