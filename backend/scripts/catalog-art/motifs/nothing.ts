/** The loss outcome: an empty cardboard box with its flaps open. */
import { Art, THIN, circle, path, shade } from '../svg';

export function emptyBox(a: Art): string {
  const card = '#b7895a';
  const inside = path('M130 230H330L392 196H192Z', shade(card, -0.55));
  const back = path('M192 196L392 196L412 120L212 120Z', a.body(shade(card, -0.1), 0.1, 0.2));
  const left = path('M130 230L192 196L150 140L86 176Z', a.body(shade(card, 0.05), 0.1, 0.2));
  const front = path('M130 230H330V400H130Z', a.body(card, 0.15, 0.2));
  const side = path('M330 230L392 196V366L330 400Z', shade(card, -0.3));
  const flap = path('M130 230H330L300 300H100Z', a.body(shade(card, 0.1), 0.15, 0.15));
  const tape = path('M222 230h24l-6 70h-24Z', '#d6c2a1', THIN);
  const air = path(
    'M380 120c30-10 50 10 40 26M400 90c20-6 34 6 30 20',
    'none',
    'stroke="#e5e7eb" stroke-width="5" stroke-linecap="round" stroke-opacity=".7"',
  );
  const dust =
    circle(250, 170, 4, '#e5e7eb', 'fill-opacity=".6"') +
    circle(280, 150, 3, '#e5e7eb', 'fill-opacity=".5"') +
    circle(232, 140, 2.5, '#e5e7eb', 'fill-opacity=".5"');
  return back + left + inside + front + side + flap + tape + air + dust;
}
