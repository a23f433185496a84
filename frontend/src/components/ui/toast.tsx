import { Toast as RadixToast } from 'radix-ui';
import { CheckCircle2, AlertTriangle, Info, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TIMINGS } from '@nova/protocol';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { useToastStore, type ToastVariant } from '../../stores/useToastStore';

const styles: Record<ToastVariant, string> = {
  default: 'border-line bg-surface',
  success: 'border-success/50 bg-surface',
  destructive: 'border-danger/60 bg-danger-bg',
};

const icons = { default: Info, success: CheckCircle2, destructive: AlertTriangle } as const;

/**
 * Renders the toast store with Radix Toast and the spec's constants: 5,000 ms, swipe right past 50 px to
 * dismiss, F8 focuses the viewport, at most 420 px wide from the md breakpoint. Bottom end corner; while a modal
 * dialog is open (its scroll lock marks the body) at the top centre instead, away from the dialog's actions at its
 * bottom (styles.css). Mount once in the shell.
 */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <RadixToast.Provider
      duration={TIMINGS.toastDurationMs}
      swipeDirection="right"
      swipeThreshold={TIMINGS.toastSwipeThreshold}
      label={t('toast.notification')}
    >
      {toasts.map(({ id, title, description, variant = 'default', duration, open, action }) => {
        const Icon = icons[variant];
        return (
          <RadixToast.Root
            key={id}
            open={open}
            onOpenChange={(next) => (next ? undefined : dismiss(id))}
            {...(duration ? { duration } : {})}
            type={variant === 'destructive' ? 'foreground' : 'background'}
            className={cn(
              'toast-root pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pe-10 text-fg shadow-2xl',
              styles[variant],
            )}
          >
            <Icon
              className={cn(
                'mt-0.5 h-5 w-5 shrink-0',
                variant === 'success' && 'text-success',
                variant === 'destructive' && 'text-danger',
                variant === 'default' && 'text-accent-soft',
              )}
              aria-hidden
            />
            <div className="grid gap-1">
              <RadixToast.Title className="text-sm font-semibold">{title}</RadixToast.Title>
              {description ? <RadixToast.Description className="text-sm text-fg-muted">{description}</RadixToast.Description> : null}
              {action ? (
                <RadixToast.Action altText={action.label} asChild>
                  <Button asChild size="sm" className="mt-1 justify-self-start">
                    <Link to={action.to} onClick={() => action.onSelect?.()}>
                      {action.label}
                    </Link>
                  </Button>
                </RadixToast.Action>
              ) : null}
            </div>
            <RadixToast.Close aria-label={t('toast.close')} className="absolute end-2 top-2 rounded-md p-1.5 text-fg-muted hover:text-fg">
              <X className="h-4 w-4" aria-hidden />
            </RadixToast.Close>
          </RadixToast.Root>
        );
      })}
      <RadixToast.Viewport
        hotkey={['F8']}
        label={t('toast.region')}
        className="toast-viewport fixed bottom-0 end-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none md:max-w-[420px]"
      />
    </RadixToast.Provider>
  );
}
