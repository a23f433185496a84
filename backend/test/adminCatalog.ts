import type { AdminBoxDto, AdminPrizeWriteDto, CreateBoxRequest, CreatePrizeRequest } from '@nova/protocol';
import type { TestServer } from './server';

/** A box body that passes validation (a seeded catalog picture stands in for an upload). */
export const validBox = (overrides: Partial<CreateBoxRequest> = {}): CreateBoxRequest => ({
  name: 'Test Vault',
  description: 'A box an admin made in a test',
  price: '5.00',
  imageUrl: '/media/catalog/boxes/apple-vault.svg',
  category: 'Tech',
  ...overrides,
});

/** A prize body for `boxId` that passes validation. */
export const validPrize = (boxId: string, overrides: Partial<CreatePrizeRequest> = {}): CreatePrizeRequest => ({
  boxId,
  name: 'Headphones',
  value: '49.99',
  probability: 50,
  rarity: 'rare',
  ...overrides,
});

/** The admin catalog routes, signed in with `token` (or anonymous). Each returns the supertest request. */
export function catalogApi(server: TestServer, token: string | null) {
  const auth = <R extends { set(name: string, value: string): R }>(req: R): R =>
    token ? req.set('Authorization', `Bearer ${token}`) : req;
  const r = () => server.request();
  return {
    list: (query = '') => auth(r().get(`/api/admin/boxes${query}`)),
    get: (id: string) => auth(r().get(`/api/admin/boxes/${id}`)),
    create: (body: unknown) => auth(r().post('/api/admin/boxes')).send(body as object),
    update: (id: string, body: unknown) => auth(r().put(`/api/admin/boxes/${id}`)).send(body as object),
    remove: (id: string, version: number | string) => auth(r().delete(`/api/admin/boxes/${id}?version=${version}`)),
    publish: (id: string, version: number, confirmRtp?: boolean) =>
      auth(r().post(`/api/admin/boxes/${id}/publish`)).send(confirmRtp === undefined ? { version } : { version, confirmRtp }),
    unpublish: (id: string, version: number) => auth(r().post(`/api/admin/boxes/${id}/unpublish`)).send({ version }),
    odds: (id: string, body: unknown) => auth(r().put(`/api/admin/boxes/${id}/odds`)).send(body as object),
    prizesOf: (boxId: string) => auth(r().get(`/api/admin/prizes/box/${boxId}`)),
    addPrize: (body: unknown) => auth(r().post('/api/admin/prizes')).send(body as object),
    updatePrize: (id: string, body: unknown) => auth(r().put(`/api/admin/prizes/${id}`)).send(body as object),
    removePrize: (id: string, version: number | string) => auth(r().delete(`/api/admin/prizes/${id}?version=${version}`)),
  };
}
export type CatalogApi = ReturnType<typeof catalogApi>;

/** Creates a draft with these prizes (probabilities in percent, in order); returns the box as it is after the last one. */
export async function draftWith(
  api: CatalogApi,
  prizes: { name: string; probability: number | string; value?: string; rarity?: CreatePrizeRequest['rarity'] }[],
  box: Partial<CreateBoxRequest> = {},
): Promise<AdminBoxDto> {
  let current = (await api.create(validBox(box)).expect(201)).body as AdminBoxDto;
  for (const p of prizes) {
    const body = validPrize(current.id, {
      name: p.name,
      probability: p.probability,
      value: p.value ?? (p.name === 'Nothing' ? '0' : '10.00'),
      rarity: p.rarity ?? (p.name === 'Nothing' ? 'none' : 'common'),
    });
    current = ((await api.addPrize(body).expect(201)).body as AdminPrizeWriteDto).box;
  }
  return current;
}

/**
 * A published box with these prizes. Its expected return to player is confirmed whatever it is (tests of other rules
 * use round prize values; the return rule has its own tests).
 */
export async function publishedWith(
  api: CatalogApi,
  prizes: Parameters<typeof draftWith>[1],
  box: Partial<CreateBoxRequest> = {},
): Promise<AdminBoxDto> {
  const draft = await draftWith(api, prizes, box);
  return (await api.publish(draft.id, draft.version, true).expect(200)).body as AdminBoxDto;
}
