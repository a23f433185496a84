import { useTranslation } from 'react-i18next';
import { Menu, MessageCircle } from 'lucide-react';
import { CURRENCIES, LANGUAGES } from '@nova/protocol';
import { useCurrencyStore } from '../../currency/useCurrencyStore';
import { useSessionStore } from '../../stores/useSessionStore';
import { Button } from '../ui/button';
import { preloadTooltip } from '../ui/tooltip';
import { SelectStandIn } from '../ui/deferred-select';
import { avatarButtonClass, supportButtonClass } from '../ui/trigger-styles';
import { deferred } from './deferred';
import { useScrollingDown } from './useScrollingDown';

/**
 * The shell's menus, pickers and popovers load after the first render (their Radix primitives are most of the
 * shell's weight); until then each shows a plain look-alike of its closed trigger. Menus and pickers keep the
 * look-alike until first used: mounting their Radix trees (every option of a select) was the longest task of a page
 * load (docs/performance.md).
 */

const LanguagePicker = deferred(() => import('./LanguagePicker').then((m) => m.LanguagePicker), 'open');
const CurrencyPicker = deferred(() => import('./CurrencyPicker').then((m) => m.CurrencyPicker), 'open');
const UserMenu = deferred(() => import('./UserMenu').then((m) => m.UserMenu), 'open');
const MobileMenu = deferred(() => import('./MobileMenu').then((m) => m.MobileMenu), 'open');
const SupportWidget = deferred(() => import('./SupportWidget').then((m) => m.SupportWidget));
const Toaster = deferred(() => import('../ui/toast').then((m) => m.Toaster));

/**
 * Loads every shell widget now, and the tooltips the shell shows, so they render at once: tests that click them use
 * it, and a widget mounting later would update the tree after the test's last assertion.
 */
export function preloadShellWidgets(): Promise<unknown> {
  return Promise.all([...[LanguagePicker, CurrencyPicker, UserMenu, MobileMenu, SupportWidget, Toaster].map((w) => w.preload()), preloadTooltip()]);
}

/** Toasts queued before it loads show once it does (they live in the toast store). */
export function DeferredToaster() {
  return <Toaster fallback={() => null} />;
}

export function DeferredLanguagePicker() {
  const { t, i18n } = useTranslation();
  const code = (LANGUAGES.find((l) => l.code === i18n.resolvedLanguage) ?? LANGUAGES[0]).code;
  return (
    <LanguagePicker
      fallback={(open) => (
        <SelectStandIn label={t('preferences.language')} display={<span className="uppercase">{code}</span>} open={open} />
      )}
    />
  );
}

export function DeferredCurrencyPicker() {
  const { t } = useTranslation();
  const currency = useCurrencyStore((s) => s.currency);
  const current = CURRENCIES.find((c) => c.code === currency) ?? CURRENCIES[0];
  const display = (
    <span className="flex items-center gap-1.5">
      <span className="text-gold" aria-hidden>
        {current.symbol}
      </span>
      <span>{current.code}</span>
    </span>
  );
  return <CurrencyPicker fallback={(open) => <SelectStandIn label={t('preferences.currency')} display={display} open={open} />} />;
}

export function DeferredUserMenu() {
  const { t } = useTranslation();
  const username = useSessionStore((s) => s.user?.username) ?? '';
  const initial = [...username][0]?.toUpperCase() ?? '?';
  return (
    <UserMenu
      fallback={(open) => (
        <button
          type="button"
          aria-label={t('account.menu')}
          aria-haspopup="menu"
          aria-expanded={false}
          className={avatarButtonClass}
          onClick={open}
        >
          <span aria-hidden>{initial}</span>
        </button>
      )}
    />
  );
}

export function DeferredMobileMenu() {
  const { t } = useTranslation();
  return (
    <MobileMenu
      fallback={(open) => (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('nav.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={false}
          className="xl:hidden"
          onClick={open}
        >
          <Menu className="h-5 w-5" aria-hidden />
        </Button>
      )}
    />
  );
}

export function DeferredSupportWidget() {
  const { t } = useTranslation();
  // The look-alike steps aside while the page scrolls down, as the widget does.
  const away = useScrollingDown();
  return (
    <SupportWidget
      fallback={(open) => (
        <button
          type="button"
          aria-label={t('support.open')}
          aria-haspopup="dialog"
          aria-expanded={false}
          data-away={away || undefined}
          className={supportButtonClass}
          onClick={open}
        >
          <MessageCircle className="h-5 w-5 sm:h-6 sm:w-6" aria-hidden />
        </button>
      )}
    />
  );
}
