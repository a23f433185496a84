import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ShieldAlert } from 'lucide-react';
import type { Role } from '@nova/protocol';
import { PageLoader } from '../components/layout/PageLoader';
import { Button } from '../components/ui/button';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { useAuthDialogStore } from '../stores/useAuthDialogStore';
import { useRoleChangeStore } from '../stores/useRoleChangeStore';
import { useSessionStore } from '../stores/useSessionStore';

export type AccessDeniedReason = 'login' | 'admin' | 'staff';

export interface AccessDeniedProps {
  reason: AccessDeniedReason;
  /** Replaces the 'Access Denied' heading (checkout says 'Login Required'). */
  title?: string;
}

/**
 * The spec's access-denied state: 'Access Denied' with 'Please log in' (and Log In / Sign Up buttons) or
 * 'Admin privileges required', and a link home. The server enforces access either way; this is the UI.
 */
export function AccessDenied({ reason, title }: AccessDeniedProps) {
  const { t } = useTranslation('auth');
  const openAuthDialog = useAuthDialogStore((s) => s.openAuthDialog);
  const heading = title ?? t('guard.accessDenied');
  useDocumentTitle(heading);
  const message = reason === 'login' ? t('guard.pleaseLogIn') : reason === 'admin' ? t('guard.adminRequired') : t('guard.staffRequired');
  const hint = reason === 'login' ? t('guard.pleaseLogInHint') : t('guard.roleHint');
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-20 text-center">
      <ShieldAlert className="mb-5 h-14 w-14 text-danger" aria-hidden />
      <h1 className="font-display text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{heading}</h1>
      <p className="mt-3 text-lg font-semibold">{message}</p>
      <p className="mt-2 max-w-md text-balance text-fg-muted">{hint}</p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
        {reason === 'login' ? (
          <>
            <Button onClick={() => openAuthDialog('login')}>{t('guard.logIn')}</Button>
            <Button variant="secondary" onClick={() => openAuthDialog('register')}>
              {t('guard.signUp')}
            </Button>
          </>
        ) : null}
        <Button asChild variant={reason === 'login' ? 'ghost' : 'primary'}>
          <Link to="/">{t('guard.home')}</Link>
        </Button>
      </div>
    </section>
  );
}

export interface RequireUserProps {
  children: ReactNode;
  /** Checkout's signed-out state reads 'Login Required' instead of 'Access Denied'. */
  checkout?: boolean;
}

/** Renders its children for a signed-in user; a loader while the session is restored; else AccessDenied. */
export function RequireUser({ children, checkout = false }: RequireUserProps) {
  const { t } = useTranslation('auth');
  const user = useSessionStore((s) => s.user);
  const loading = useSessionStore((s) => s.loading);
  if (user) return <>{children}</>;
  if (loading) return <PageLoader />;
  return <AccessDenied reason="login" {...(checkout ? { title: t('guard.loginRequired') } : {})} />;
}

export interface RequireRoleProps {
  /** Roles that may see the children, e.g. ['admin'] or ['support', 'admin']. */
  roles: readonly Role[];
  children: ReactNode;
  /** What a signed-in user without the role is told; default 'staff' when support may enter, else 'admin'. */
  denied?: 'admin' | 'staff';
}

/**
 * Renders its children for a signed-in user with one of `roles`; otherwise the matching access-denied state. A user
 * whose role an admin just changed away from `roles` (while here) goes home instead, where the toast said why.
 */
export function RequireRole({ roles, children, denied }: RequireRoleProps) {
  const user = useSessionStore((s) => s.user);
  const loading = useSessionStore((s) => s.loading);
  const changed = useRoleChangeStore((s) => s.change);
  if (user && roles.includes(user.role)) return <>{children}</>;
  if (!user && loading) return <PageLoader />;
  if (!user) return <AccessDenied reason="login" />;
  if (changed && changed.role === user.role && roles.includes(changed.previousRole)) return <Navigate to="/" replace />;
  return <AccessDenied reason={denied ?? (roles.includes('support') ? 'staff' : 'admin')} />;
}
