import { buildBox, buildPrize } from '../../../test/fixtures';
import { ALL_CATEGORIES, applyBoxFilters, categoriesOf, fold, type BoxFilters } from './filters';

const boxes = [
  buildBox({ id: 'a', name: 'Apple Vault', category: 'Tech', priceCoins: 7500, createdAt: '2026-01-03T00:00:00Z' }),
  buildBox({
    id: 'b',
    name: 'Pokémon Vault',
    category: 'Collectibles',
    priceCoins: 5000,
    createdAt: '2026-01-05T00:00:00Z',
    prizes: [buildPrize({ name: 'Charizard Card' })],
  }),
  buildBox({ id: 'c', name: 'Gadget Grab', category: 'Tech', priceCoins: 500, createdAt: '2026-01-04T00:00:00Z' }),
  buildBox({ id: 'd', name: 'bitcoin Whale', category: 'Crypto', priceCoins: 25000, createdAt: '2026-01-01T00:00:00Z' }),
];
const all: BoxFilters = { query: '', category: ALL_CATEGORIES, sort: 'newest' };
const ids = (filters: Partial<BoxFilters>) => applyBoxFilters(boxes, { ...all, ...filters }).map((b) => b.id);

describe('boxes page filters', () => {
  it('offers the categories found in the data, once each, in first-seen order', () => {
    expect(categoriesOf(boxes)).toEqual(['Tech', 'Collectibles', 'Crypto']);
  });

  it('sorts newest first by createdAt, by price both ways, and by name (case-insensitive)', () => {
    expect(ids({})).toEqual(['b', 'c', 'a', 'd']);
    expect(ids({ sort: 'price-low' })).toEqual(['c', 'b', 'a', 'd']);
    expect(ids({ sort: 'price-high' })).toEqual(['d', 'a', 'b', 'c']);
    expect(ids({ sort: 'name' })).toEqual(['a', 'd', 'c', 'b']);
  });

  it('filters by category, and by words in the name, category or prize names, ignoring case and accents', () => {
    expect(ids({ category: 'Tech' })).toEqual(['c', 'a']);
    expect(ids({ query: 'pokemon' })).toEqual(['b']);
    expect(ids({ query: 'CHARIZARD' })).toEqual(['b']);
    expect(ids({ query: 'vault', sort: 'name' })).toEqual(['a', 'b']);
    expect(ids({ query: 'vault', category: 'Tech' })).toEqual(['a']);
    expect(ids({ query: 'crypto' })).toEqual(['d']);
    expect(ids({ query: 'nothing like this' })).toEqual([]);
  });

  it('never changes the list it was given', () => {
    const before = boxes.map((b) => b.id);
    applyBoxFilters(boxes, { ...all, sort: 'price-high' });
    expect(boxes.map((b) => b.id)).toEqual(before);
    expect(fold('Éclair')).toBe('eclair');
  });
});
