import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { Button } from '../components/ui/button';
import { BattleView } from '../features/battles/BattleView';
import { useBattle } from '../features/battles/useBattle';
import { errorMessage } from '../lib/errorMessage';
import { useDocumentTitle } from '../lib/useDocumentTitle';

/** One battle, live (`/battles/:id`, `?invite=` for a private one). */
export default function BattlePage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const invite = params.get('invite');
  const { t } = useTranslation('battles');
  const { t: tc } = useTranslation();
  const { entry, query } = useBattle(id, invite);
  useDocumentTitle(tc('nav.battles'));
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:py-8">
      <Link to="/battles" className="flex w-fit items-center gap-1 text-sm text-fg-muted hover:text-fg">
        <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden />
        {t('battle.back')}
      </Link>
      {entry ? (
        <BattleView entry={entry} invite={invite} />
      ) : query.isError ? (
        <div className="grid justify-items-start gap-3" role="alert">
          <h1 className="text-2xl font-bold">{t('battle.unavailable')}</h1>
          <p className="text-fg-muted">{errorMessage(query.error)}</p>
          <Button asChild variant="secondary">
            <Link to="/battles">{t('battle.back')}</Link>
          </Button>
        </div>
      ) : (
        <p role="status" className="text-fg-muted">
          {t('loading')}
        </p>
      )}
    </div>
  );
}
