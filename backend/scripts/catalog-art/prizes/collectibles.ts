import { packs, sealedBox, slab } from '../motifs/cards';
import { brickTub, liner, minifigBag, orchid, parrot, starship, supercar, towers } from '../motifs/lego';
import { emptyBox } from '../motifs/nothing';
import type { Draw } from './types';

const POKEMON_BORDER = '#facc15';
const SPORTS_BORDER = '#f8fafc';
const PSA_RED = '#dc2626';

export const COLLECTIBLES_ART: Record<string, Draw> = {
  'charizard-base-set-psa-9.svg': (a) =>
    slab(a, { art: 'flame', bg: ['#fed7aa', '#fb923c'], border: POKEMON_BORDER, label: PSA_RED }),
  'umbreon-vmax-psa-10.svg': (a) =>
    slab(a, { art: 'moon', bg: ['#1e1b4b', '#312e81'], border: '#d4d4d8', label: PSA_RED }),
  'evolving-skies-booster-box.svg': (a) =>
    sealedBox(a, { kind: 'booster', color: '#0e7490', accent: '#38bdf8', art: 'swirl' }),
  'pokemon-151-upc.svg': (a) => sealedBox(a, { kind: 'collection', color: '#18181b', accent: '#dc2626', art: 'star' }),
  'prismatic-evolutions-etb.svg': (a) =>
    sealedBox(a, { kind: 'etb', color: '#c026d3', accent: '#f0abfc', art: 'prism' }),
  'surging-sparks-etb.svg': (a) => sealedBox(a, { kind: 'etb', color: '#ea580c', accent: '#facc15', art: 'bolt' }),
  'pokemon-booster-bundle.svg': (a) =>
    packs(a, { colors: ['#0ea5e9', '#6366f1', '#a855f7'], art: 'star', count: 6, blister: false }),
  'pokemon-3-pack-blister.svg': (a) =>
    packs(a, { colors: ['#f97316', '#dc2626', '#7c2d12'], art: 'flame', count: 3, blister: true }),
  'fleer-jordan-rookie-psa-8.svg': (a) =>
    slab(a, { art: 'basketball', bg: ['#dc2626', '#1d4ed8'], border: SPORTS_BORDER, label: PSA_RED }),
  'topps-chrome-lebron-psa-9.svg': (a) =>
    slab(a, { art: 'basketball', bg: ['#e5e7eb', '#94a3b8'], border: '#cbd5e1', label: PSA_RED }),
  'prizm-wembanyama-silver-psa-10.svg': (a) =>
    slab(a, { art: 'basketball', bg: ['#f0abfc', '#67e8f9', '#e5e7eb'], border: '#e5e7eb', label: PSA_RED }),
  'topps-chrome-ohtani-psa-10.svg': (a) =>
    slab(a, { art: 'baseball', bg: ['#1e3a8a', '#dc2626'], border: SPORTS_BORDER, label: PSA_RED }),
  'topps-chrome-hobby-box.svg': (a) =>
    sealedBox(a, { kind: 'hobby', color: '#111827', accent: '#1d4ed8', art: 'baseball' }),
  'topps-series-1-hobby-box.svg': (a) =>
    sealedBox(a, { kind: 'hobby', color: '#1e3a8a', accent: '#dc2626', art: 'baseball' }),
  'prizm-basketball-mega-box.svg': (a) =>
    sealedBox(a, { kind: 'mega', color: '#4c1d95', accent: '#f97316', art: 'basketball' }),
  'prizm-football-blaster.svg': (a) =>
    sealedBox(a, { kind: 'blaster', color: '#0f766e', accent: '#a3e635', art: 'football' }),
  'lego-millennium-falcon-75192.svg': (a) => starship(a),
  'lego-titanic-10294.svg': (a) => liner(a),
  'lego-rivendell-10316.svg': (a) => towers(a),
  'lego-lamborghini-sian-42115.svg': (a) => supercar(a, { color: '#84cc16' }),
  'lego-orchid-10311.svg': (a) => orchid(a),
  'lego-exotic-parrot-31136.svg': (a) => parrot(a),
  'lego-classic-brick-box-10696.svg': (a) => brickTub(a),
  'lego-minifigure-blind-bag.svg': (a) => minifigBag(a),
  'nothing.svg': (a) => emptyBox(a),
};
