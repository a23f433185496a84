import { Link } from 'react-router';
import { PRODUCT_NAME } from '@nova/protocol';

/** The product mark and name, linking home. */
export function Logo() {
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2 rounded-lg font-display text-xl font-extrabold tracking-tight">
      <svg viewBox="0 0 64 64" className="h-8 w-8" aria-hidden>
        <defs>
          <linearGradient id="nova-logo" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#a78bfa" />
            <stop offset="1" stopColor="#ec4899" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="16" fill="#1a1728" />
        <path d="M32 8l6.5 17.5L56 32l-17.5 6.5L32 56l-6.5-17.5L8 32l17.5-6.5z" fill="url(#nova-logo)" />
      </svg>
      <span className="bg-gradient-to-r from-fg to-accent-soft bg-clip-text text-transparent">{PRODUCT_NAME}</span>
    </Link>
  );
}
