import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfigDto } from '@nova/protocol';
import { api } from './queryClient';

/** `GET /api/config`, public: no session token is needed. */
export const publicConfigQuery = () =>
  queryOptions({
    queryKey: ['config'] as const,
    queryFn: ({ signal }) => api.json<PublicConfigDto>('GET', '/api/config', undefined, { signal }),
  });

/**
 * Public runtime settings from `GET /api/config` (support contact, social links, payments, sign-in options).
 * `data` stays undefined when the API is unreachable; callers must degrade gracefully.
 */
export function usePublicConfig() {
  return useQuery(publicConfigQuery());
}

/**
 * Fills a messaging link template: `{phone}` becomes the number's digits and `{text}` the message,
 * both URL-encoded. Returns null when no phone is configured.
 */
export function messagingLink(template: string, phone: string | null, text: string): string | null {
  const digits = phone?.replace(/\D/g, '') ?? '';
  if (!digits) return null;
  return template.replaceAll('{phone}', encodeURIComponent(digits)).replaceAll('{text}', encodeURIComponent(text));
}
