import { cn } from '../../lib/cn';

/** The reviewer's picture, or the first letter of their name on a tinted disc. */
export function ReviewAvatar({ username, avatarUrl, className }: { username: string; avatarUrl: string | null; className?: string }) {
  const base = cn('h-11 w-11 shrink-0 rounded-full', className);
  if (avatarUrl) return <img src={avatarUrl} alt="" loading="lazy" className={cn(base, 'border border-line object-cover')} />;
  const initial = Array.from(username.trim())[0]?.toLocaleUpperCase() ?? '?';
  return (
    <span
      aria-hidden
      className={cn(base, 'grid place-items-center bg-gradient-to-br from-accent/70 to-hot/70 text-lg font-bold text-white')}
    >
      {initial}
    </span>
  );
}
