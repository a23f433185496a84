import {
  earbuds,
  headphones,
  laptop,
  phone,
  puckCharger,
  smartwatch,
  streamingBox,
  tablet,
  trackers,
  webcam,
} from '../motifs/devices';
import { cable, cableClips, mouse, phoneStand, powerBank, speaker, sprayKit, wallCharger } from '../motifs/accessories';
import type { Draw } from './types';

const WALL_BLUE = ['#1e3a8a', '#7c3aed', '#f472b6'];
const WALL_WARM = ['#f97316', '#db2777', '#6d28d9'];

export const TECH_ART: Record<string, Draw> = {
  'macbook-pro-16.svg': (a) => laptop(a, { color: '#3f3f46', screen: WALL_BLUE }),
  'iphone-16-pro-max.svg': (a) => phone(a, { color: '#b9a489', cams: 3 }),
  'ipad-pro-11.svg': (a) => tablet(a, { color: '#27272a', screen: WALL_WARM }),
  'apple-watch-series-10.svg': (a) => smartwatch(a, { color: '#3f3f46', band: '#1c1917' }),
  'airpods-pro-2.svg': (a) => earbuds(a, { wide: true }),
  'apple-tv-4k.svg': (a) => streamingBox(a),
  'airtag-4-pack.svg': (a) => trackers(a),
  'magsafe-charger.svg': (a) => puckCharger(a),
  'iphone-16.svg': (a) => phone(a, { color: '#4f63d2', cams: 2 }),
  'airpods-4.svg': (a) => earbuds(a, { wide: false }),
  'airpods-max.svg': (a) => headphones(a, { color: '#60a5fa', cushion: '#bfdbfe' }),
  'jbl-flip-6.svg': (a) => speaker(a, { color: '#0f766e', accent: '#f97316' }),
  'logitech-mx-anywhere-3s.svg': (a) => mouse(a, { color: '#52525b' }),
  'anker-power-bank.svg': (a) => powerBank(a, { color: '#1f2937' }),
  'anker-nano-charger.svg': (a) => wallCharger(a, { color: '#38bdf8' }),
  'usb-c-cable.svg': (a) => cable(a, { color: '#f97316' }),
  'phone-stand.svg': (a) => phoneStand(a),
  'screen-cleaning-kit.svg': (a) => sprayKit(a, { liquid: '#7dd3fc', cloth: '#a78bfa' }),
  'cable-clips.svg': (a) => cableClips(a, { colors: ['#f43f5e', '#22c55e', '#3b82f6', '#f59e0b'] }),
  'logitech-c920-webcam.svg': (a) => webcam(a),
};
