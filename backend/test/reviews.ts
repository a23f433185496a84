import type { Role } from '@nova/protocol';
import type { UserDocument } from '../src/users/model';
import { alwaysWins } from './catalog';
import { buildUser } from './factories';
import { buildFundedUser } from './ledger';
import type { TestServer } from './server';

let box: Promise<string> | null = null;
/** A cheap box that always pays out, made once per test file. */
const reviewBox = () => (box ??= alwaysWins('Tech', 100, { name: 'Review Widget', rarity: 'common', valueUsdCents: 150 }));

/** A player who has paid for one opening (so may write a review). */
export async function playerWhoOpened(server: TestServer): Promise<{ user: UserDocument; token: string }> {
  const player = await buildFundedUser(server.ctx, 1_000);
  await server
    .request()
    .post(`/api/boxes/${await reviewBox()}/open`)
    .set('Authorization', `Bearer ${player.token}`)
    .expect(200);
  return player;
}

/** A signed-in account of `role` that has never opened a box. */
export const accountOf = (server: TestServer, role: Role) => buildUser(server.ctx, { role });

/** Request builders for the review routes, signed in when a token is given. */
export function reviewRequests(server: TestServer) {
  const auth = <T extends { set(name: string, value: string): T }>(req: T, token?: string) =>
    token ? req.set('Authorization', `Bearer ${token}`) : req;
  return {
    list: (query = '') => server.request().get(`/api/reviews${query}`),
    mine: (token?: string) => auth(server.request().get('/api/reviews/mine'), token),
    write: (body: unknown, token?: string) => auth(server.request().post('/api/reviews'), token).send(body as object),
    add: (token?: string) => auth(server.request().post('/api/admin/reviews'), token),
    staffList: (query = '', token?: string) => auth(server.request().get(`/api/staff/reviews${query}`), token),
    setHidden: (id: string, body: unknown, token?: string) =>
      auth(server.request().patch(`/api/staff/reviews/${id}`), token).send(body as object),
  };
}
