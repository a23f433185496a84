import type { ReactNode } from 'react';
import type { LanguageCode } from '@nova/protocol';

/**
 * Small flags for the language picker, drawn as SVG so they look the same everywhere (Windows shows flag
 * emoji as two letters). Simplified designs on a 30 x 20 canvas; decorative, so hidden from screen readers.
 */
const stripes = (colors: string[], vertical = false): ReactNode =>
  colors.map((fill, i) =>
    vertical ? (
      <rect key={fill + i} x={(30 / colors.length) * i} width={30 / colors.length} height="20" fill={fill} />
    ) : (
      <rect key={fill + i} y={(20 / colors.length) * i} width="30" height={20 / colors.length} fill={fill} />
    ),
  );

const star = (cx: number, cy: number, r: number): string => {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? r : r * 0.4;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return points.join(' ');
};

const FLAGS: Record<LanguageCode, ReactNode> = {
  en: (
    <>
      {Array.from({ length: 13 }, (_, i) => (
        <rect key={i} y={(20 / 13) * i} width="30" height={20 / 13} fill={i % 2 === 0 ? '#B22234' : '#FFFFFF'} />
      ))}
      <rect width="12" height={(20 / 13) * 7} fill="#3C3B6E" />
      {[2, 5, 8].map((y) => [2, 4.7, 7.3, 10].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y + 0.2} r="0.55" fill="#FFFFFF" />))}
    </>
  ),
  es: stripes(['#AA151B', '#F1BF00', '#F1BF00', '#AA151B']),
  fr: stripes(['#0055A4', '#FFFFFF', '#EF4135'], true),
  de: stripes(['#000000', '#DD0000', '#FFCE00']),
  it: stripes(['#009246', '#FFFFFF', '#CE2B37'], true),
  pt: (
    <>
      <rect width="12" height="20" fill="#006600" />
      <rect x="12" width="18" height="20" fill="#FF0000" />
      <circle cx="12" cy="10" r="4.2" fill="none" stroke="#FFCC00" strokeWidth="1.4" />
      <path d="M10 7.6h4v3.4a2 2 0 0 1-4 0z" fill="#FFFFFF" stroke="#FF0000" strokeWidth="0.6" />
    </>
  ),
  ru: stripes(['#FFFFFF', '#0039A6', '#D52B1E']),
  ja: (
    <>
      <rect width="30" height="20" fill="#FFFFFF" />
      <circle cx="15" cy="10" r="6" fill="#BC002D" />
    </>
  ),
  ko: (
    <>
      <rect width="30" height="20" fill="#FFFFFF" />
      <circle cx="15" cy="10" r="5" fill="#0047A0" />
      <path d="M10 10A5 5 0 0 1 20 10A2.5 2.5 0 0 0 15 10A2.5 2.5 0 0 1 10 10Z" fill="#CD2E3A" />
      <g stroke="#000000" strokeWidth="0.9">
        <path d="M4 3.5l3 -2M4.6 4.4l3 -2M5.2 5.3l3 -2" />
        <path d="M22 1.5l3 2M22.6 2.4l3 2M23.2 3.3l3 2" />
        <path d="M4 16.5l3 2M4.6 15.6l3 2M5.2 14.7l3 2" />
        <path d="M22 18.5l3 -2M22.6 17.6l3 -2M23.2 16.7l3 -2" />
      </g>
    </>
  ),
  zh: (
    <>
      <rect width="30" height="20" fill="#DE2910" />
      <polygon points={star(5, 5, 3)} fill="#FFDE00" />
      {[
        [10, 2],
        [12, 4],
        [12, 7],
        [10, 9],
      ].map(([x = 0, y = 0]) => (
        <polygon key={`${x}-${y}`} points={star(x, y, 1)} fill="#FFDE00" />
      ))}
    </>
  ),
  ar: (
    <>
      <rect width="30" height="20" fill="#006C35" />
      <text x="15" y="10" fontSize="5.2" textAnchor="middle" fill="#FFFFFF" direction="rtl" fontFamily="sans-serif">
        لا إله إلا الله محمد رسول الله
      </text>
      <path d="M7 14h15.5l1.5 0.8l-1.5 0.8H9v0.9H7.8v-0.9H7z" fill="#FFFFFF" />
    </>
  ),
  hi: (
    <>
      {stripes(['#FF9933', '#FFFFFF', '#138808'])}
      <circle cx="15" cy="10" r="2.6" fill="none" stroke="#000080" strokeWidth="0.7" />
      <circle cx="15" cy="10" r="0.6" fill="#000080" />
    </>
  ),
};

export function Flag({ code, className }: { code: LanguageCode; className?: string }) {
  return (
    <svg viewBox="0 0 30 20" className={className ?? 'h-3.5 w-5 shrink-0 rounded-[2px] shadow-sm ring-1 ring-black/20'} aria-hidden focusable="false">
      {FLAGS[code]}
    </svg>
  );
}
