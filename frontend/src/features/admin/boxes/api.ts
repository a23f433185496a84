import { useQuery } from '@tanstack/react-query';
import type {
  AdminBoxDeleteDto,
  AdminBoxDto,
  AdminPrizeDeleteDto,
  AdminPrizeWriteDto,
  BoxOddsRequest,
  CreateBoxRequest,
  CreatePrizeRequest,
  PublishBoxRequest,
  UpdateBoxRequest,
  UpdatePrizeRequest,
  UploadResultDto,
} from '@nova/protocol';
import { api } from '../../../lib/queryClient';
import { adminBoxQueries, type BoxFilters } from './queries';

/** Every box admins may see (drafts, published, archived), filtered. */
export function useAdminBoxes(filters: BoxFilters) {
  return useQuery(adminBoxQueries.list(filters));
}

/** One box with its prizes (the editor). */
export function useAdminBox(id: string) {
  return useQuery(adminBoxQueries.one(id));
}

const json = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
  api.json<T>(method, path, body, { auth: true });

const box = (id: string) => `/api/admin/boxes/${encodeURIComponent(id)}`;
const prize = (id: string) => `/api/admin/prizes/${encodeURIComponent(id)}`;

/** The admin catalog's writes. Each answers the box as it is afterwards (new versions). */
export const catalogWrites = {
  createBox: (body: CreateBoxRequest) => json<AdminBoxDto>('POST', '/api/admin/boxes', body),
  updateBox: (id: string, body: UpdateBoxRequest) => json<AdminBoxDto>('PUT', box(id), body),
  deleteBox: (id: string, version: number) => json<AdminBoxDeleteDto>('DELETE', `${box(id)}?version=${version}`),
  publish: (id: string, body: PublishBoxRequest) => json<AdminBoxDto>('POST', `${box(id)}/publish`, body),
  unpublish: (id: string, version: number) => json<AdminBoxDto>('POST', `${box(id)}/unpublish`, { version }),
  setOdds: (id: string, body: BoxOddsRequest) => json<AdminBoxDto>('PUT', `${box(id)}/odds`, body),
  addPrize: (body: CreatePrizeRequest) => json<AdminPrizeWriteDto>('POST', '/api/admin/prizes', body),
  updatePrize: (id: string, body: UpdatePrizeRequest) => json<AdminPrizeWriteDto>('PUT', prize(id), body),
  deletePrize: (id: string, version: number) => json<AdminPrizeDeleteDto>('DELETE', `${prize(id)}?version=${version}`),
};

/** Uploads an image (multipart field `image`) and returns its URL on the shop. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  return (await json<UploadResultDto>('POST', '/api/admin/upload', form)).url;
}
