import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserRound, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useSettled } from '../../../lib/useSettled';
import { useUserSearch } from './api';

/** A player picked in a dialog. */
export interface PickedUser {
  id: string;
  username: string;
  email?: string;
}

export interface UserPickerProps {
  value: PickedUser | null;
  onChange(user: PickedUser | null): void;
  /** Shown in red under the search box (e.g. "Select a player"). */
  error?: string | undefined;
  /** The player is given (their own page): no way to pick another. */
  locked?: boolean;
}

/**
 * Picks a player by searching usernames and emails (from two characters, as the admin types); the picked player shows
 * with a button to pick another. Used by the Give coins and Add winner dialogs.
 */
export function UserPicker({ value, onChange, error, locked = false }: UserPickerProps) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState('');
  const search = useSettled(text, 250);
  const results = useUserSearch(search);
  const resultsId = useId();

  if (value) {
    return (
      <div className="grid gap-1.5">
        <span className="text-sm font-medium">{t('users.picker.label')}</span>
        <div className="flex items-center gap-3 rounded-xl border border-line bg-surface-2 px-3 py-2" data-testid="picked-user">
          <UserRound className="h-5 w-5 shrink-0 text-fg-muted" aria-hidden />
          <div className="min-w-0 flex-1">
            <bdi className="block truncate font-semibold">{value.username}</bdi>
            {value.email ? <span className="block truncate text-xs text-fg-muted">{value.email}</span> : null}
          </div>
          {locked ? null : (
            <Button variant="ghost" size="sm" onClick={() => onChange(null)} aria-label={t('users.picker.change')}>
              <X className="h-4 w-4" aria-hidden />
            </Button>
          )}
        </div>
      </div>
    );
  }

  const users = search.trim().length >= 2 ? (results.data?.users ?? []) : [];
  const status =
    text.trim().length < 2
      ? t('users.picker.hint')
      : results.isFetching && users.length === 0
        ? t('users.picker.searching')
        : users.length === 0 && results.isSuccess
          ? t('users.picker.noResults')
          : null;
  return (
    <div className="grid gap-1.5">
      <TextField
        label={t('users.picker.label')}
        type="search"
        autoComplete="off"
        placeholder={t('users.picker.placeholder')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        error={error}
        aria-controls={resultsId}
      />
      {status ? (
        <p className="text-xs text-fg-muted" aria-live="polite">
          {status}
        </p>
      ) : null}
      <ul id={resultsId} aria-label={t('users.picker.results')} className="grid max-h-48 gap-1 overflow-y-auto">
        {users.map((u) => (
          <li key={u.id}>
            <button
              type="button"
              onClick={() => onChange({ id: u.id, username: u.username, email: u.email })}
              aria-label={t('users.picker.pick', { username: u.username })}
              className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-start text-sm hover:bg-surface-2 focus-visible:bg-surface-2 focus-visible:outline-none"
            >
              <bdi className="font-semibold">{u.username}</bdi>
              <span className="min-w-0 truncate text-fg-muted">{u.email}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
