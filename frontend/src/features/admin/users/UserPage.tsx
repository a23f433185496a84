import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, MailCheck, MailWarning, UserRound } from 'lucide-react';
import type { AdminUserDetailDto } from '@nova/protocol';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useMoney } from '../../../currency';
import { formatDate, formatNumber } from '../../../i18n/format';
import { errorMessage } from '../../../lib/errorMessage';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useSessionStore } from '../../../stores/useSessionStore';
import { useRefreshOnStaffEvent } from '../../staff/useRefreshOnStaffEvent';
import { AccessControls } from './AccessControls';
import { useUserDetail } from './api';
import { userQueries, type UserTab } from './queries';
import { ClawbackDialog } from './ClawbackDialog';
import { GiveCoinsDialog } from './GiveCoinsDialog';
import { UserBadges } from './UserBadges';
import { USER_TABS } from './UserTabs';

const box = 'rounded-2xl border border-line bg-surface/60 px-4 py-6 text-sm';

/** One labelled figure. */
function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-xl border border-line/70 bg-surface-2/40 px-3 py-2">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="font-semibold break-words tabular-nums">{children}</dd>
    </div>
  );
}

/** Who the user is: name, badges, email and its verification, sign-up, last activity, balance and totals. */
function UserHeader({ detail }: { detail: AdminUserDetailDto }) {
  const { t } = useTranslation('admin');
  const { money, coins, coinAmount } = useMoney();
  const { user, totals } = detail;
  const signIn = [user.hasPassword ? t('users.detail.password') : null, user.googleLinked ? t('users.detail.google') : null].filter(
    Boolean,
  );
  return (
    <div className="grid gap-4 rounded-2xl border border-line bg-surface/70 p-4 sm:p-5">
      <div className="flex flex-wrap items-start gap-3">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-surface-3 text-fg-muted" aria-hidden>
          <UserRound className="h-6 w-6" />
        </span>
        <div className="grid min-w-0 flex-1 basis-48 gap-1">
          <h1 className="flex flex-wrap items-center gap-2 font-display text-2xl font-extrabold tracking-tight">
            <bdi className="min-w-0 break-all">{user.username}</bdi>
            <UserBadges user={user} />
          </h1>
          <p className="flex flex-wrap items-center gap-1.5 text-sm text-fg-muted">
            <span className="min-w-0 break-all">{user.email}</span>
            {user.emailVerified ? (
              <span className="inline-flex items-center gap-1 text-success">
                <MailCheck className="h-4 w-4" aria-hidden />
                {t('users.verified')}
              </span>
            ) : (
              <span className="inline-flex items-center gap-1 text-gold">
                <MailWarning className="h-4 w-4" aria-hidden />
                {t('users.unverified')}
              </span>
            )}
          </p>
          {detail.deletedAt ? (
            <p className="text-sm text-danger">{t('users.detail.deleted', { date: formatDate(detail.deletedAt) })}</p>
          ) : null}
        </div>
        <div className="w-full sm:w-auto sm:text-end">
          <p className="text-xs text-fg-muted">{t('users.detail.balance')}</p>
          <p className="font-display text-2xl font-extrabold text-gold tabular-nums" data-testid="user-balance">
            {coinAmount(user.balance)}
          </p>
          <p className="text-xs text-fg-muted">{coins(user.balance)}</p>
        </div>
      </div>
      <dl aria-label={t('users.detail.totalsLabel')} className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        <Figure label={t('users.detail.joined')}>{formatDate(user.createdAt)}</Figure>
        <Figure label={t('users.detail.lastActive')}>
          {detail.lastActiveAt ? formatDate(detail.lastActiveAt, { dateStyle: 'medium', timeStyle: 'short' }) : t('users.detail.never')}
        </Figure>
        <Figure label={t('users.detail.spent')}>{coinAmount(user.totalSpent)}</Figure>
        <Figure label={t('users.detail.openings')}>{formatNumber(totals.openings)}</Figure>
        <Figure label={t('users.detail.prizeValueWon')}>{money(totals.prizeValueWon)}</Figure>
        <Figure label={t('users.detail.coinsGranted')}>{coinAmount(totals.coinsGranted)}</Figure>
        <Figure label={t('users.detail.coinsClawedBack')}>{coinAmount(totals.coinsClawedBack)}</Figure>
        <Figure label={t('users.detail.shipments')}>{formatNumber(totals.shipments)}</Figure>
        <Figure label={t('users.detail.tickets')}>{formatNumber(totals.tickets)}</Figure>
        <Figure label={t('users.detail.signIn')}>{signIn.length ? signIn.join(', ') : t('users.detail.none')}</Figure>
        <Figure label={t('users.detail.referralCode')}>{user.referralCode ?? t('users.detail.none')}</Figure>
      </dl>
    </div>
  );
}

/**
 * A user's page (`/admin/users/:id`): who they are, their balance and totals, and tabs for their ledger, openings,
 * shipments and tickets (the open tab is in `?tab=`). Admins also get Give coins, Claw back, the role and the ban;
 * support staff read only. The figures refresh when staff change anything (the operations feed's admin lines).
 */
export default function UserPage() {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const me = useSessionStore((s) => s.user);
  const detail = useUserDetail(id);
  useRefreshOnStaffEvent('admin', userQueries.detail(id).queryKey);
  useDocumentTitle(detail.data?.user.username ?? t('sections.users.title'));
  const tab = (USER_TABS.find((x) => x.key === params.get('tab'))?.key ?? 'ledger') satisfies UserTab;
  const isAdmin = me?.role === 'admin';

  const back = (
    <Button asChild variant="ghost" size="sm" className="justify-self-start">
      <Link to="/admin/users">
        <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden />
        {t('users.back')}
      </Link>
    </Button>
  );

  if (detail.isPending)
    return (
      <section className="grid gap-4">
        {back}
        <p className={`${box} text-fg-muted`}>{t('users.detail.loading')}</p>
      </section>
    );
  if (!detail.data)
    return (
      <section className="grid gap-4">
        {back}
        <div role="alert" className={box}>
          <p>
            {t('users.detail.error')} {errorMessage(detail.error)}
          </p>
          <Button className="mt-3" size="sm" variant="secondary" onClick={() => void detail.refetch()}>
            {t('users.retry')}
          </Button>
        </div>
      </section>
    );

  const { user } = detail.data;
  return (
    <section className="grid gap-4">
      {back}
      <UserHeader detail={detail.data} />
      {isAdmin ? (
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex flex-wrap gap-2">
            <GiveCoinsDialog user={{ id: user.id, username: user.username, email: user.email }} />
            <ClawbackDialog user={user} />
          </div>
          <AccessControls user={user} self={me?.id === user.id} />
        </div>
      ) : (
        <p className="text-sm text-fg-muted">{t('users.detail.readOnly')}</p>
      )}
      <Tabs value={tab} onValueChange={(next) => setParams({ tab: next }, { replace: true })}>
        <TabsList aria-label={t('users.tabs.label')} className="w-full flex-nowrap! overflow-x-auto sm:w-auto">
          {USER_TABS.map(({ key }) => (
            <TabsTrigger key={key} value={key} className="flex-1 whitespace-nowrap max-sm:px-1.5 max-sm:text-[13px] sm:flex-none">
              {t(`users.tabs.${key}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {USER_TABS.map(({ key, Panel }) => (
          <TabsContent key={key} value={key}>
            {key === tab ? <Panel userId={user.id} /> : null}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
