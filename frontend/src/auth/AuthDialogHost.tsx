import { lazy, Suspense, useRef } from 'react';
import { useAuthDialogStore } from '../stores/useAuthDialogStore';

const AuthDialog = lazy(() => import('./AuthDialog'));

/**
 * Mounts the auth dialog the first time it opens (its form code and validation load on demand) and keeps it
 * mounted afterwards, so closing animates and reopening is instant. Render once in the shell.
 */
export function AuthDialogHost() {
  const open = useAuthDialogStore((s) => s.open);
  const opened = useRef(false);
  if (open) opened.current = true;
  if (!opened.current) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}
