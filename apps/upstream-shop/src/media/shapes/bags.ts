import { ACCENT } from '../palette.js';
import { outlinedPath, type Shape } from './common.js';

export const bagShapes = {
  schoolbag: (p) => `${outlinedPath('M260 112 Q300 70 340 112', p.dark, 14, p.line)}
  <rect x="176" y="108" width="248" height="276" rx="42" fill="${p.main}"/>
  <path d="M176 150 Q176 108 218 108 H382 Q424 108 424 150 V260 Q424 300 384 300 H216 Q176 300 176 260 Z" fill="${p.dark}"/>
  <rect x="278" y="282" width="44" height="40" rx="8" fill="${ACCENT.metal}"/>
  <rect x="190" y="330" width="60" height="20" rx="6" fill="#f5e04a"/><rect x="350" y="330" width="60" height="20" rx="6" fill="#f5e04a"/>
  <path d="M210 150 H390" stroke="#ffffff" stroke-width="6" opacity=".3"/>`,

  backpack: (p) => `${outlinedPath('M270 96 Q300 60 330 96', p.dark, 12, p.line)}
  <path d="M188 384 L188 176 Q188 92 300 92 Q412 92 412 176 L412 384 Z" fill="${p.main}"/>
  <path d="M188 176 Q188 100 300 100" fill="none" stroke="#ffffff" stroke-width="6" opacity=".3"/>
  <rect x="218" y="244" width="164" height="118" rx="22" fill="${p.dark}"/>
  <path d="M236 270 H364" stroke="${ACCENT.metal}" stroke-width="6"/>
  <rect x="352" y="262" width="12" height="26" rx="4" fill="${ACCENT.metalDark}"/>`,

  'gym-bag': (p) => `<path d="M196 130 L404 130 L430 370 Q430 384 416 384 L184 384 Q170 384 170 370 Z" fill="${p.main}"/>
  <rect x="190" y="118" width="220" height="30" rx="8" fill="${p.dark}"/>
  <path d="M206 134 Q150 260 186 376 M394 134 Q450 260 414 376" fill="none" stroke="#ffffff" stroke-width="7"/>
  <rect x="256" y="210" width="88" height="58" rx="10" fill="#ffffff" opacity=".85"/>`,

  lunchbox: (p) => `<rect x="150" y="200" width="300" height="168" rx="26" fill="${p.main}"/>
  <rect x="140" y="168" width="320" height="52" rx="22" fill="${p.light}"/>
  <rect x="182" y="196" width="36" height="46" rx="8" fill="${p.dark}"/><rect x="382" y="196" width="36" height="46" rx="8" fill="${p.dark}"/>
  <path d="M270 300 Q300 250 330 300 Q300 330 270 300 Z" fill="#ffffff" opacity=".85"/>`,

  bottle: (p) => `<rect x="272" y="92" width="56" height="40" rx="10" fill="${ACCENT.graphite}"/>
  <path d="M290 92 Q300 66 310 92" fill="none" stroke="${ACCENT.graphite}" stroke-width="8"/>
  <rect x="262" y="126" width="76" height="30" rx="8" fill="${p.dark}"/>
  <rect x="240" y="150" width="120" height="234" rx="42" fill="${p.main}"/>
  <rect x="258" y="176" width="16" height="170" rx="8" fill="#ffffff" opacity=".35" stroke="none"/>
  <rect x="240" y="250" width="120" height="40" fill="#ffffff" opacity=".75"/>`,
} satisfies Record<string, Shape>;
