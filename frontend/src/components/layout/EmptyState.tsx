import { Link } from 'react-router';
import { Trophy, type LucideIcon } from 'lucide-react';
import { Button } from '../ui/button';

/** A page's empty list: an icon (a trophy unless given), what is missing, and a way to the boxes. */
export function EmptyState({ title, body, cta, icon: Icon = Trophy }: { title: string; body: string; cta: string; icon?: LucideIcon }) {
  return (
    <div className="rounded-2xl border border-dashed border-line bg-surface/60 px-6 py-14 text-center">
      <Icon className="mx-auto mb-4 h-10 w-10 text-gold" aria-hidden />
      <h2 className="text-xl font-bold">{title}</h2>
      <p className="mx-auto mt-2 max-w-md text-fg-muted">{body}</p>
      <Button asChild className="mt-6">
        <Link to="/boxes">{cta}</Link>
      </Button>
    </div>
  );
}
