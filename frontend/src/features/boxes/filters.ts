import type { BoxCategory, BoxDto } from '@nova/protocol';
import type { BoxText } from './boxText';

/** The boxes page's sorts. */
export const BOX_SORTS = ['newest', 'price-low', 'price-high', 'name'] as const;
export type BoxSort = (typeof BOX_SORTS)[number];
export const DEFAULT_SORT: BoxSort = 'newest';
export const ALL_CATEGORIES = 'all';

export interface BoxFilters {
  /** Free text matched against box name and description (shown and English), category and prize names. */
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

function matches(box: BoxDto, shown: BoxText, words: string[]): boolean {
  if (words.length === 0) return true;
  const haystack = fold(
    [shown.name, shown.description, box.name, box.description, box.category, ...box.prizes.map((p) => p.name)].join(' '),
  );
  return words.every((w) => haystack.includes(w));
}

const priceOf = (box: BoxDto) => box.priceCoins;

/**
 * Filters and sorts the catalog as the boxes page shows it. `textOf` gives each box's displayed (translated)
 * name and description: the search matches them as well as the English ones, and names sort in `locale`'s
 * order. Never mutates its input.
 */
export function applyBoxFilters(
  boxes: readonly BoxDto[],
  filters: BoxFilters,
  locale = 'en',
  textOf: (box: BoxDto) => BoxText = (box) => box,
): BoxDto[] {
  const words = fold(filters.query).split(/\s+/).filter(Boolean);
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const shown = new Map(boxes.map((b) => [b, textOf(b)]));
  const textFor = (b: BoxDto) => shown.get(b) ?? b;
  const byName = (a: BoxDto, b: BoxDto) => collator.compare(textFor(a).name, textFor(b).name);
  const list = boxes.filter(
    (b) => (filters.category === ALL_CATEGORIES || b.category === filters.category) && matches(b, textFor(b), words),
  );
  const compare: Record<BoxSort, (a: BoxDto, b: BoxDto) => number> = {
    newest: (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || byName(a, b),
    'price-low': (a, b) => priceOf(a) - priceOf(b) || byName(a, b),
    'price-high': (a, b) => priceOf(b) - priceOf(a) || byName(a, b),
    name: byName,
  };
  return list.sort(compare[filters.sort]);
}
