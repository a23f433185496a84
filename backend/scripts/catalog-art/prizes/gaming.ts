import {
  blockConsole,
  controller,
  giftCard,
  handheld,
  mousePad,
  pcTower,
  vrHeadset,
  wingConsole,
} from '../motifs/gaming';
import { headphones, laptop } from '../motifs/devices';
import { mouse } from '../motifs/accessories';
import { camera, chair, condenserMic, dynamicMic, keypad, lightPanel, monitor } from '../motifs/studio';
import { GAMEPAD_GLYPH, VALVE_GLYPH, X_GLYPH } from './glyphs';
import type { Draw } from './types';

const PS_BLUE = ['#1d4ed8', '#1e3a8a', '#0f172a'];
const STEAM = ['#1b2838', '#2a475e', '#66c0f4'];

export const GAMING_ART: Record<string, Draw> = {
  'alienware-aurora-r16.svg': (a) => pcTower(a, { ring: '#22d3ee' }),
  'playstation-5-pro.svg': (a) => wingConsole(a, { fins: true, slim: false }),
  'steam-deck-oled.svg': (a) => handheld(a, { body: '#27272a', width: 300, pads: true }),
  'xbox-series-x.svg': (a) => blockConsole(a),
  'nintendo-switch-oled.svg': (a) => handheld(a, { body: '#18181b', left: '#06b6d4', right: '#ef4444', width: 170 }),
  'meta-quest-3s.svg': (a) => vrHeadset(a),
  'dualsense-edge.svg': (a) => controller(a, { shell: '#f8fafc', face: '#18181b', accent: '#a855f7' }),
  'xbox-wireless-controller.svg': (a) => controller(a, { shell: '#27272a', face: '#3f3f46', accent: '#facc15' }),
  'playstation-gift-card-50.svg': (a) => giftCard(a, { colors: PS_BLUE, glyph: GAMEPAD_GLYPH }),
  'xl-mouse-pad.svg': (a) => mousePad(a, { color: '#1f2937', edge: '#a855f7', wide: true }),
  'playstation-5-slim-digital.svg': (a) => wingConsole(a, { fins: false, slim: true }),
  'nintendo-switch-lite.svg': (a) => handheld(a, { body: '#2dd4bf', width: 290 }),
  'hyperx-cloud-iii.svg': (a) => headphones(a, { color: '#27272a', cushion: '#3f3f46', mic: '#dc2626' }),
  'logitech-g502-x.svg': (a) => mouse(a, { color: '#27272a', gaming: '#22d3ee' }),
  'steam-gift-card-20.svg': (a) => giftCard(a, { colors: STEAM, glyph: VALVE_GLYPH }),
  'game-pass-ultimate.svg': (a) => giftCard(a, { colors: ['#16a34a', '#166534', '#052e16'], glyph: X_GLYPH }),
  'razer-gigantus-v2.svg': (a) => mousePad(a, { color: '#111827', edge: '#22c55e', wide: false }),
  'steam-gift-card-5.svg': (a) => giftCard(a, { colors: ['#2a475e', '#1b2838', '#171a21'], glyph: VALVE_GLYPH }),
  'razer-blade-18.svg': (a) =>
    laptop(a, { color: '#18181b', screen: ['#052e16', '#16a34a', '#86efac'], accent: '#22c55e' }),
  'sony-alpha-7-iv.svg': (a) => camera(a),
  'asus-rog-swift-oled.svg': (a) => monitor(a, { screen: ['#7f1d1d', '#db2777', '#1e1b4b'] }),
  'secretlab-titan-evo.svg': (a) => chair(a, { color: '#27272a', accent: '#dc2626' }),
  'shure-sm7b.svg': (a) => dynamicMic(a),
  'elgato-stream-deck-xl.svg': (a) => keypad(a, { cols: 8, rows: 4 }),
  'elgato-key-light.svg': (a) => lightPanel(a),
  'logitech-g-pro-x-superlight-2.svg': (a) => mouse(a, { color: '#f472b6' }),
  'elgato-wave-3.svg': (a) => condenserMic(a),
};
