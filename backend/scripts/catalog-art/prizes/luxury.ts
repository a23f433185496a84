import { bangle, bullionCoin, charmBracelet, goldBar, necklace, ring, studs, tennisBracelet } from '../motifs/jewelry';
import { candle, champagne, pen, perfume, styler, sunglasses, tote } from '../motifs/goods';
import { digitalWatch, watch } from '../motifs/watches';
import type { Draw } from './types';

const STEEL = '#d4d4d8';

export const LUXURY_ART: Record<string, Draw> = {
  'audemars-piguet-royal-oak.svg': (a) =>
    watch(a, {
      shape: 'octagon',
      metal: STEEL,
      dial: '#1e3a8a',
      strap: { kind: 'integrated', color: STEEL },
      tapisserie: true,
      second: '#f8fafc',
      date: true,
    }),
  'rolex-submariner-date.svg': (a) =>
    watch(a, {
      shape: 'round',
      metal: STEEL,
      dial: '#111827',
      bezel: '#0b0b0f',
      strap: { kind: 'bracelet', color: STEEL },
      date: true,
      second: '#f8fafc',
    }),
  'omega-speedmaster-moonwatch.svg': (a) =>
    watch(a, {
      shape: 'round',
      metal: STEEL,
      dial: '#18181b',
      bezel: '#111111',
      strap: { kind: 'bracelet', color: STEEL },
      subdials: true,
      second: '#f8fafc',
    }),
  'tudor-black-bay-58.svg': (a) =>
    watch(a, {
      shape: 'round',
      metal: STEEL,
      dial: '#1c1917',
      bezel: '#1e3a8a',
      markers: '#fcd34d',
      strap: { kind: 'bracelet', color: STEEL },
      second: '#fcd34d',
    }),
  'longines-hydroconquest.svg': (a) =>
    watch(a, {
      shape: 'round',
      metal: STEEL,
      dial: '#1d4ed8',
      bezel: '#1e40af',
      strap: { kind: 'bracelet', color: STEEL },
      date: true,
    }),
  'tissot-prx-powermatic-80.svg': (a) =>
    watch(a, {
      shape: 'round',
      metal: STEEL,
      dial: '#065f46',
      strap: { kind: 'integrated', color: STEEL },
      tapisserie: true,
      date: true,
    }),
  'hamilton-khaki-field.svg': (a) =>
    watch(a, {
      shape: 'round',
      metal: '#a8a29e',
      dial: '#1c1917',
      strap: { kind: 'canvas', color: '#65a30d' },
      markers: '#f5f5f4',
      second: '#f97316',
    }),
  'casio-g-shock-full-metal.svg': (a) => digitalWatch(a, { metal: STEEL }),
  'seiko-5-sports.svg': (a) =>
    watch(a, {
      shape: 'round',
      metal: STEEL,
      dial: '#f97316',
      bezel: '#1f2937',
      strap: { kind: 'bracelet', color: STEEL },
      date: true,
    }),
  'cartier-love-bracelet.svg': (a) => bangle(a, { metal: '#eab308' }),
  'louis-vuitton-neverfull-mm.svg': (a) => tote(a, { color: '#78350f', trim: '#d6a56b', monogram: '#c08a4a' }),
  'dyson-airwrap.svg': (a) => styler(a, { color: '#be185d' }),
  'montblanc-meisterstuck.svg': (a) => pen(a, { barrel: '#111827', trim: '#facc15' }),
  'gucci-sunglasses.svg': (a) => sunglasses(a, { frame: '#1c1917', lens: ['#292524', '#57534e', '#1c1917'] }),
  'le-labo-santal-33.svg': (a) => perfume(a, { liquid: '#fde68a' }),
  'dom-perignon-vintage.svg': (a) =>
    champagne(a, { glass: '#14532d', foil: '#1c1917', label: '#e7e5e4', shield: true }),
  'diptyque-baies-candle.svg': (a) => candle(a, { glass: '#1c1917', label: '#fafaf9' }),
  'moet-imperial-brut.svg': (a) => champagne(a, { glass: '#166534', foil: '#e7e5e4', label: '#fafaf9' }),
  'diamond-solitaire-ring.svg': (a) => ring(a, { metal: '#e5e7eb', stone: '#bae6fd', size: 130 }),
  'diamond-tennis-bracelet.svg': (a) => tennisBracelet(a, { metal: '#e5e7eb' }),
  'gold-bar-1oz.svg': (a) => goldBar(a, { scale: 1.25, card: false }),
  'diamond-stud-earrings.svg': (a) => studs(a),
  'gold-bar-10g.svg': (a) => goldBar(a, { scale: 0.8, card: true }),
  'tiffany-heart-tag-necklace.svg': (a) => necklace(a, { metal: '#e5e7eb', pendant: 'heart' }),
  'swarovski-millenia-necklace.svg': (a) => necklace(a, { metal: '#e5e7eb', pendant: 'crystals' }),
  'pandora-moments-bracelet.svg': (a) =>
    charmBracelet(a, { beads: ['#f472b6', '#a78bfa', '#38bdf8', '#fbbf24', '#f87171'] }),
  'silver-eagle-coin.svg': (a) => bullionCoin(a, { metal: '#cbd5e1' }),
};
