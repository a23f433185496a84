import type { BoxCategory, BoxDto } from '@nova/protocol';

/** The boxes page's sorts (spec 000 §9). */
export const BOX_SORTS = ['newest', 'price-low', 'price-high', 'name'] as const;
export type BoxSort = (typeof BOX_SORTS)[number];
export const DEFAULT_SORT: BoxSort = 'newest';
export const ALL_CATEGORIES = 'all';

export interface BoxFilters {
  /** Free text matched against box name, description, category and prize names. */
  query: string;
  /** A category from the data, or 'all'. */
  category: string;
  sort: BoxSort;
}

export const isBoxSort = (value: string | null): value is BoxSort => !!value && (BOX_SORTS as readonly string[]).includes(value);

/** Lower case without accents, so 'pokemon' finds 'Pokémon'. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** The categories present in the data, in first-seen order (the filter offers 'All' plus these). */
export function categoriesOf(boxes: readonly BoxDto[]): BoxCategory[] {
  return [...new Set(boxes.map((b) => b.category))];
}

function matches(box: BoxDto, words: string[]): boolean {
  if (words.length === 0) return true;
  const haystack = fold([box.name, box.description, box.category, ...box.prizes.map((p) => p.name)].join(' '));
  return words.every((w) => haystack.includes(w));
}

const priceOf = (box: BoxDto) => box.priceCoins;

/** Filters and sorts the catalog as the boxes page shows it. Never mutates its input. */
export function applyBoxFilters(boxes: readonly BoxDto[], filters: BoxFilters, locale = 'en'): BoxDto[] {
  const words = fold(filters.query).split(/\s+/).filter(Boolean);
  const byName = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const list = boxes.filter((b) => (filters.category === ALL_CATEGORIES || b.category === filters.category) && matches(b, words));
  const compare: Record<BoxSort, (a: BoxDto, b: BoxDto) => number> = {
    newest: (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || byName.compare(a.name, b.name),
    'price-low': (a, b) => priceOf(a) - priceOf(b) || byName.compare(a.name, b.name),
    'price-high': (a, b) => priceOf(b) - priceOf(a) || byName.compare(a.name, b.name),
    name: (a, b) => byName.compare(a.name, b.name),
  };
  return list.sort(compare[filters.sort]);
}
