import { useTranslation } from 'react-i18next';
import { AccountArea } from './AccountArea';
import { ConnectionIndicator } from './ConnectionIndicator';
import { Logo } from './Logo';
import { NavLinks } from './NavLinks';
import { DeferredCurrencyPicker, DeferredLanguagePicker, DeferredMobileMenu } from './shellWidgets';

/** The sticky top bar: brand, navigation (wide screens), preferences, account, mobile menu. */
export function TopBar() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 border-b border-line/70 bg-bg/80 backdrop-blur-xl">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-6">
        <Logo />
        <nav aria-label={t('nav.label')} className="ms-3 hidden xl:block">
          <NavLinks layout="bar" />
        </nav>
        <div className="ms-auto flex items-center gap-1.5 sm:gap-2">
          <ConnectionIndicator />
          <div className="hidden items-center gap-2 md:flex">
            <DeferredLanguagePicker />
            <DeferredCurrencyPicker />
          </div>
          <AccountArea />
          <DeferredMobileMenu />
        </div>
      </div>
    </header>
  );
}
