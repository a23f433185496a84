import { useTranslation } from 'react-i18next';
import { BattleLobby } from '../features/battles/BattleLobby';
import { CreateBattleDialog } from '../features/battles/CreateBattleDialog';
import { useDocumentTitle } from '../lib/useDocumentTitle';

/** The battles lobby: the live list of public battles and the create dialog. */
export default function BattlesPage() {
  const { t } = useTranslation('battles');
  const { t: tc } = useTranslation();
  useDocumentTitle(tc('nav.battles'));
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:py-10">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">{tc('nav.battles')}</h1>
          <p className="mt-1 text-fg-muted">{t('subtitle')}</p>
        </div>
        <CreateBattleDialog />
      </header>
      <BattleLobby />
    </div>
  );
}
