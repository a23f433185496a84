import type { Rarity } from '@nova/protocol';

/** Colours of each rarity: badge text/border/background, and the glow behind a prize picture. */
export const RARITY_STYLES: Record<Rarity, { badge: string; glow: string }> = {
  legendary: { badge: 'border-gold/50 bg-gold/15 text-gold', glow: 'from-gold/40 to-amber-600/10' },
  epic: { badge: 'border-fuchsia-400/50 bg-fuchsia-500/15 text-fuchsia-300', glow: 'from-fuchsia-500/40 to-accent/10' },
  rare: { badge: 'border-sky-400/50 bg-sky-500/15 text-sky-300', glow: 'from-sky-500/35 to-sky-900/10' },
  uncommon: { badge: 'border-emerald-400/50 bg-emerald-500/15 text-emerald-300', glow: 'from-emerald-500/30 to-emerald-900/10' },
  common: { badge: 'border-line bg-surface-3 text-fg-muted', glow: 'from-surface-3 to-surface-2' },
  none: { badge: 'border-line bg-surface-2 text-fg-muted', glow: 'from-surface-2 to-surface' },
};
