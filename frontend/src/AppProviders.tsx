import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Direction } from 'radix-ui';
import { AuthProvider } from './auth/useAuth';
import { directionOf } from './i18n/language';

/** Context every screen needs: data fetching, text direction for Radix widgets, the session (useAuth). */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  const { i18n } = useTranslation();
  const dir = directionOf(i18n.resolvedLanguage ?? i18n.language);
  return (
    <QueryClientProvider client={client}>
      <Direction.Provider dir={dir}>
        <AuthProvider>{children}</AuthProvider>
      </Direction.Provider>
    </QueryClientProvider>
  );
}
