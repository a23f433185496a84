import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { ADMIN_USER_SORTS, ROLES, SORT_ORDERS, type AdminUserDto, type AdminUserSort, type Role, type SortOrder } from '@nova/protocol';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { fieldControlClass } from '../../../components/ui/field-frame';
import { useMoney } from '../../../currency';
import { formatDate, formatNumber } from '../../../i18n/format';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/errorMessage';
import { useSessionStore } from '../../../stores/useSessionStore';
import { useRefreshOnStaffEvent } from '../../staff/useRefreshOnStaffEvent';
import { SectionHeader } from '../SectionHeader';
import { useUserList } from './api';
import { USERS_PAGE_SIZE, userQueries, type UserListQuery } from './queries';
import { GiveCoinsDialog } from './GiveCoinsDialog';
import { UserBadges } from './UserBadges';

const SORTS = ADMIN_USER_SORTS.flatMap((sort) => SORT_ORDERS.map((order) => `${sort}-${order}` as const));
type SortChoice = (typeof SORTS)[number];
const ALL = 'all';
const box = 'rounded-2xl border border-line bg-surface/60 px-4 py-6 text-sm';

/** The list's query from the address (`?q=&role=&sort=&page=`); anything unknown falls back to the default. */
function queryFrom(params: URLSearchParams): UserListQuery {
  const sort = (SORTS as readonly string[]).includes(params.get('sort') ?? '') ? (params.get('sort') as SortChoice) : 'created-desc';
  const [by, order] = sort.split('-') as [AdminUserSort, SortOrder];
  const role = params.get('role');
  const page = Number(params.get('page'));
  return {
    search: (params.get('q') ?? '').slice(0, 100),
    role: (ROLES as readonly string[]).includes(role ?? '') ? (role as Role) : null,
    sort: by,
    order,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** One user as a card (narrow screens). */
function UserCard({ user }: { user: AdminUserDto }) {
  const { t } = useTranslation('admin');
  const { coinAmount } = useMoney();
  return (
    <Link
      to={`/admin/users/${user.id}`}
      className="grid gap-2 rounded-2xl border border-line bg-surface/70 p-4 hover:border-accent/60 focus-visible:border-accent"
      data-testid="admin-user"
    >
      <span className="flex flex-wrap items-center justify-between gap-2">
        <bdi className="min-w-0 truncate font-bold">{user.username}</bdi>
        <UserBadges user={user} />
      </span>
      <span className="truncate text-sm text-fg-muted">{user.email}</span>
      <span className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm">
        <span>
          {t('users.columns.balance')}: <span className="font-semibold tabular-nums text-gold">{coinAmount(user.balance)}</span>
        </span>
        <span className="text-fg-muted">{formatDate(user.createdAt)}</span>
      </span>
    </Link>
  );
}

/** The users as a table (wide screens); each name opens the user's page. */
function UserTable({ users }: { users: AdminUserDto[] }) {
  const { t } = useTranslation('admin');
  const { coinAmount } = useMoney();
  const th = 'px-3 py-2 text-start text-xs font-semibold tracking-wide text-fg-muted uppercase';
  return (
    <table className="w-full border-separate border-spacing-0 overflow-hidden rounded-2xl border border-line bg-surface/70 text-sm">
      <caption className="sr-only">{t('users.listLabel')}</caption>
      <thead>
        <tr>
          <th className={th}>{t('users.columns.user')}</th>
          <th className={th}>{t('users.columns.role')}</th>
          <th className={cn(th, 'text-end')}>{t('users.columns.balance')}</th>
          <th className={cn(th, 'text-end')}>{t('users.columns.spent')}</th>
          <th className={th}>{t('users.columns.joined')}</th>
        </tr>
      </thead>
      <tbody>
        {users.map((u) => (
          <tr key={u.id} className="border-t border-line hover:bg-surface-2/60" data-testid="admin-user">
            <td className="border-t border-line px-3 py-2.5">
              <Link to={`/admin/users/${u.id}`} className="font-semibold hover:text-accent-soft">
                <bdi>{u.username}</bdi>
              </Link>
              <span className="block max-w-[18rem] truncate text-xs text-fg-muted">{u.email}</span>
            </td>
            <td className="border-t border-line px-3 py-2.5">
              <UserBadges user={u} />
            </td>
            <td className="border-t border-line px-3 py-2.5 text-end font-semibold tabular-nums text-gold">{coinAmount(u.balance)}</td>
            <td className="border-t border-line px-3 py-2.5 text-end tabular-nums">{coinAmount(u.totalSpent)}</td>
            <td className="border-t border-line px-3 py-2.5 text-fg-muted">{formatDate(u.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Users (`/admin/users`, admins and support staff): a search over usernames and emails, a role filter and a sort,
 * one page at a time with the total; each user opens their page. The query lives in the address, so going back from a
 * user's page returns to the same list. Admins also get "Give coins" here (they pick the player in the dialog).
 */
export default function UsersSection() {
  const { t } = useTranslation('admin');
  const isAdmin = useSessionStore((s) => s.user?.role === 'admin');
  const [params, setParams] = useSearchParams();
  const query = queryFrom(params);
  const [text, setText] = useState(query.search);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const users = useUserList(query);
  useRefreshOnStaffEvent('signup', userQueries.all);
  useRefreshOnStaffEvent('admin', userQueries.all);

  const change = (next: Record<string, string | null>) =>
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value) merged.set(key, value);
          else merged.delete(key);
        }
        return merged;
      },
      { replace: true },
    );

  const typed = (value: string) => {
    setText(value);
    clearTimeout(typing.current);
    typing.current = setTimeout(() => change({ q: value.trim() || null, page: null }), 300);
  };
  useEffect(() => () => clearTimeout(typing.current), []);

  const page = users.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / USERS_PAGE_SIZE)) : 1;
  const from = page && page.total > 0 ? (query.page - 1) * USERS_PAGE_SIZE + 1 : 0;
  const to = page ? from + page.users.length - (page.users.length ? 1 : 0) : 0;

  return (
    <section className="grid gap-4">
      <SectionHeader section="users">{isAdmin ? <GiveCoinsDialog /> : null}</SectionHeader>
      <div className="flex flex-wrap items-center gap-2">
        <label className="relative min-w-0 flex-1 basis-56">
          <span className="sr-only">{t('users.searchLabel')}</span>
          <Search className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-fg-muted" aria-hidden />
          <input
            type="search"
            value={text}
            onChange={(e) => typed(e.currentTarget.value)}
            placeholder={t('users.searchPlaceholder')}
            maxLength={100}
            className={cn('h-10 ps-9', fieldControlClass(undefined))}
          />
        </label>
        <Select
          label={t('users.roleFilter')}
          value={query.role ?? ALL}
          onValueChange={(role) => change({ role: role === ALL ? null : role, page: null })}
          options={[ALL, ...ROLES].map((r) => ({ value: r, label: t(`users.roleFilters.${r as Role | typeof ALL}`) }))}
          className="h-10"
        />
        <Select
          label={t('users.sortLabel')}
          value={`${query.sort}-${query.order}`}
          onValueChange={(sort) => change({ sort: sort === 'created-desc' ? null : sort, page: null })}
          options={SORTS.map((s) => ({ value: s, label: t(`users.sorts.${s}`) }))}
          className="h-10"
        />
      </div>

      {users.isPending ? (
        <p className={`${box} text-fg-muted`}>{t('users.loading')}</p>
      ) : users.isError && !page ? (
        <div role="alert" className={box}>
          <p>
            {t('users.error')} {errorMessage(users.error)}
          </p>
          <Button className="mt-3" size="sm" variant="secondary" onClick={() => void users.refetch()}>
            {t('users.retry')}
          </Button>
        </div>
      ) : !page || page.users.length === 0 ? (
        <p className={`${box} text-fg-muted`}>{t(query.search || query.role ? 'users.emptySearch' : 'users.empty')}</p>
      ) : (
        <>
          <ul aria-label={t('users.listLabel')} className="grid gap-3 md:hidden">
            {page.users.map((u) => (
              <li key={u.id}>
                <UserCard user={u} />
              </li>
            ))}
          </ul>
          <div className="hidden md:block">
            <UserTable users={page.users} />
          </div>
        </>
      )}

      {page && page.total > 0 ? (
        <nav aria-label={t('users.pagination')} className="flex flex-wrap items-center justify-between gap-3 text-sm">
          <p className="text-fg-muted" aria-live="polite">
            {t('users.range', { from: formatNumber(from), to: formatNumber(to), total: formatNumber(page.total) })}
            <span aria-hidden> · </span>
            {t('users.page', { page: formatNumber(query.page), pages: formatNumber(pages) })}
          </p>
          <span className="flex gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={query.page <= 1 || users.isFetching}
              onClick={() => change({ page: query.page - 1 > 1 ? String(query.page - 1) : null })}
            >
              <ChevronLeft className="h-4 w-4 rtl:rotate-180" aria-hidden />
              {t('users.previous')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={query.page >= pages || users.isFetching}
              onClick={() => change({ page: String(query.page + 1) })}
            >
              {t('users.next')}
              <ChevronRight className="h-4 w-4 rtl:rotate-180" aria-hidden />
            </Button>
          </span>
        </nav>
      ) : null}
    </section>
  );
}
