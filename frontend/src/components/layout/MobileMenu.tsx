import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LayoutDashboard, LogOut, Menu, PlusCircle } from 'lucide-react';
import { PRODUCT_NAME } from '@nova/protocol';
import { useAuthDialogStore } from '../../stores/useAuthDialogStore';
import { useSessionStore } from '../../stores/useSessionStore';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../ui/dialog';
import { CurrencyPicker } from './CurrencyPicker';
import { LanguagePicker } from './LanguagePicker';
import { NavLinks } from './NavLinks';

const accountLink = 'flex items-center gap-2.5 rounded-lg px-3 py-3 text-fg-muted hover:bg-surface-2 hover:text-fg';

/** The menu for narrow screens: a side sheet with navigation, preferences and account actions. */
export function MobileMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const user = useSessionStore((s) => s.user);
  const logout = useSessionStore((s) => s.logout);
  const openAuthDialog = useAuthDialogStore((s) => s.openAuthDialog);
  const close = () => setOpen(false);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('nav.openMenu')} className="xl:hidden">
          <Menu className="h-5 w-5" aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent layout="sheet" title={PRODUCT_NAME} description={t('nav.menuTitle')} hideDescription closeLabel={t('nav.close')}>
        <nav aria-label={t('nav.label')}>
          <NavLinks layout="menu" onNavigate={close} />
        </nav>
        <div className="my-4 h-px bg-line" />
        <div className="grid gap-3">
          <label className="flex items-center justify-between gap-3 text-sm text-fg-muted">
            {t('preferences.language')}
            <LanguagePicker />
          </label>
          <label className="flex items-center justify-between gap-3 text-sm text-fg-muted">
            {t('preferences.currency')}
            <CurrencyPicker />
          </label>
        </div>
        <div className="my-4 h-px bg-line" />
        {user ? (
          <div className="flex flex-col gap-1">
            <Link to="/dashboard" onClick={close} className={accountLink}>
              <LayoutDashboard className="h-4 w-4" aria-hidden />
              {t('account.dashboard')}
            </Link>
            <Link to="/checkout" onClick={close} className={accountLink}>
              <PlusCircle className="h-4 w-4" aria-hidden />
              {t('account.addCoins')}
            </Link>
            <button
              type="button"
              className={`${accountLink} text-start`}
              onClick={() => {
                logout();
                close();
              }}
            >
              <LogOut className="h-4 w-4" aria-hidden />
              {t('account.logout')}
            </button>
          </div>
        ) : (
          <div className="grid grid-cols-2 gap-2">
            <Button variant="secondary" onClick={() => { close(); openAuthDialog('login'); }}>
              {t('auth.login')}
            </Button>
            <Button onClick={() => { close(); openAuthDialog('register'); }}>
              {t('auth.signUp')}
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
