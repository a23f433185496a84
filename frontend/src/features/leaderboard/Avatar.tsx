import { cn } from '../../lib/cn';

/** A player's avatar: their picture, or the first letter of the username on a gradient. */
export function Avatar({ username, url, className }: { username: string; url: string | null; className?: string }) {
  if (url) return <img src={url} alt="" className={cn('rounded-full object-cover', className)} />;
  const initial = [...username][0]?.toUpperCase() ?? '?';
  return (
    <span
      aria-hidden
      className={cn('flex items-center justify-center rounded-full bg-gradient-to-br from-accent to-hot font-bold text-white', className)}
    >
      {initial}
    </span>
  );
}
