import type { BattleDto, CreateBattleBody } from '@nova/protocol';
import { craftBox } from './catalog';
import type { TestServer } from './server';

/** A published box with three prizes of different values (so battles have winners and, sometimes, ties). */
export function battleBox(priceCoins = 100): Promise<string> {
  return craftBox({
    category: 'Tech',
    priceCoins,
    prizes: [
      { name: 'Sticker', rarity: 'common', oddsPpm: 600_000, valueUsdCents: 50 },
      { name: 'Headphones', rarity: 'rare', oddsPpm: 300_000, valueUsdCents: 2_500 },
      { name: 'Console', rarity: 'epic', oddsPpm: 100_000, valueUsdCents: 40_000 },
    ],
  });
}

/** POST /api/battles as `token`, expecting 201; the battle. */
export async function createBattle(server: TestServer, token: string, body: Partial<CreateBattleBody> & { boxIds: string[] }): Promise<BattleDto> {
  const res = await server.request().post('/api/battles').set('Authorization', `Bearer ${token}`).send({ mode: '1v1', ...body });
  if (res.status !== 201) throw new Error(`create battle: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as BattleDto;
}

/** POST /api/battles/:id/join as `token` (the raw answer). */
export function joinBattle(server: TestServer, token: string, battleId: string, body: object = {}) {
  return server.request().post(`/api/battles/${battleId}/join`).set('Authorization', `Bearer ${token}`).send(body);
}

/** A battle action (`bots`, `cancel`) as `token` (the raw answer). */
export function battleAction(server: TestServer, token: string, battleId: string, action: 'bots' | 'cancel') {
  return server.request().post(`/api/battles/${battleId}/${action}`).set('Authorization', `Bearer ${token}`).send({});
}
