import { useQuery } from '@tanstack/react-query';
import type { PublicConfigDto } from '@nova/protocol';
import { api } from './queryClient';

export const PUBLIC_CONFIG_KEY = ['/api/config'] as const;

/**
 * Public runtime settings from `GET /api/config` (support contact, social links, payments, sign-in options).
 * `data` stays undefined when the API is unreachable; callers must degrade gracefully.
 */
export function usePublicConfig() {
  return useQuery({
    queryKey: PUBLIC_CONFIG_KEY,
    queryFn: api.getQueryFn<PublicConfigDto>({ on401: 'returnNull' }),
  });
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
