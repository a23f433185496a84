import { beanie, cap, headband, hoodie, jacket, scarf, shirt, tee } from '../motifs/apparel';
import { belt, cardCase, hoboBag, kellyBag } from '../motifs/goods';
import { shoe, socks } from '../motifs/shoes';
import { sprayKit } from '../motifs/accessories';
import type { Draw } from './types';

export const FASHION_ART: Record<string, Draw> = {
  'lv-nike-air-force-1.svg': (a) =>
    shoe(a, { style: 'low', upper: '#7c4a1e', sole: '#f5f5f4', mark: 'swoosh', accent: '#f5f5f4', print: '#c08a4a' }),
  'dior-b23-high-top.svg': (a) =>
    shoe(a, { style: 'high', upper: '#94a3b8', sole: '#f8fafc', toe: '#f8fafc', print: '#334155' }),
  'balenciaga-triple-s.svg': (a) =>
    shoe(a, { style: 'chunky', upper: '#e7e5e4', sole: '#d6d3d1', mark: 'panel', accent: '#a8a29e', toe: '#cbd5e1' }),
  'yeezy-boost-350-v2.svg': (a) =>
    shoe(a, { style: 'runner', upper: '#a8a29e', sole: '#f5f5f4', mark: 'none', laces: '#d6d3d1' }),
  'new-balance-990v6.svg': (a) =>
    shoe(a, { style: 'runner', upper: '#9ca3af', sole: '#e5e7eb', mark: 'n', accent: '#d1d5db', toe: '#6b7280' }),
  'air-jordan-1-high-og.svg': (a) =>
    shoe(a, { style: 'high', upper: '#f8fafc', sole: '#f8fafc', mark: 'swoosh', accent: '#111827', toe: '#dc2626' }),
  'nike-dunk-low.svg': (a) =>
    shoe(a, { style: 'low', upper: '#f8fafc', sole: '#f8fafc', mark: 'swoosh', accent: '#111827', toe: '#111827' }),
  'adidas-samba-og.svg': (a) =>
    shoe(a, { style: 'low', upper: '#f8fafc', sole: '#b45309', mark: 'stripes', accent: '#111827', toe: '#d6d3d1' }),
  'nike-everyday-socks.svg': (a) => socks(a, { color: '#f8fafc', stripe: '#111827' }),
  'sneaker-cleaning-kit.svg': (a) => sprayKit(a, { liquid: '#fda4af', cloth: '#60a5fa', brush: true }),
  'moncler-maya-jacket.svg': (a) => jacket(a, { kind: 'puffer', color: '#1f2937', hood: true, glossy: true }),
  'tnf-nuptse-jacket.svg': (a) => jacket(a, { kind: 'puffer', color: '#facc15', yoke: '#18181b' }),
  'carhartt-detroit-jacket.svg': (a) => jacket(a, { kind: 'work', color: '#b45309' }),
  'supreme-box-logo-hoodie.svg': (a) => hoodie(a, { color: '#9ca3af', logo: '#dc2626' }),
  'essentials-hoodie.svg': (a) => hoodie(a, { color: '#d6c7b0' }),
  'stussy-basic-tee.svg': (a) => tee(a, { color: '#f5f5f4', ink: '#111827' }),
  'new-era-59fifty.svg': (a) => cap(a, { color: '#1e3a8a', emblem: '#f8fafc' }),
  'carhartt-watch-hat.svg': (a) => beanie(a, { color: '#ea580c', label: '#1c1917' }),
  'nike-swoosh-headband.svg': (a) => headband(a, { color: '#f8fafc', mark: '#111827' }),
  'hermes-birkin-30.svg': (a) => kellyBag(a, { color: '#c2410c', hardware: '#e5e7eb' }),
  'burberry-kensington-trench.svg': (a) => jacket(a, { kind: 'trench', color: '#c8a165' }),
  'prada-re-edition-2005.svg': (a) => hoboBag(a, { color: '#1f2937' }),
  'gucci-horsebit-loafers.svg': (a) => shoe(a, { style: 'loafer', upper: '#1c1917', sole: '#57534e' }),
  'gucci-gg-marmont-belt.svg': (a) => belt(a, { color: '#1c1917', metal: '#d4af37' }),
  'saint-laurent-card-case.svg': (a) => cardCase(a, { color: '#111827', metal: '#d4af37' }),
  'acne-studios-scarf.svg': (a) => scarf(a, { color: '#f9a8d4' }),
  'polo-oxford-shirt.svg': (a) => shirt(a, { color: '#93c5fd', logo: '#1e3a8a' }),
  'polo-baseball-cap.svg': (a) => cap(a, { color: '#1e3a8a', emblem: '#dc2626' }),
};
