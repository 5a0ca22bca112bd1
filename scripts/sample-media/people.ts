// Friendly illustrated staff portraits (240x240), drawn from the person's name so a name
// always gets the same face, on a patterned circle in the dealer's colours.
import type { Look } from './look.ts';
import { hash, mix, pick, svg } from './svg.ts';

const SKIN = ['#f3d2b8', '#e8b894', '#d39a72', '#b07850', '#8a5a3c', '#6b4430'];
const HAIR = ['#2a1c14', '#4a3122', '#6e4b2e', '#a67c4e', '#1b1b1d', '#8d8d91', '#c9a160'];

/** Hair drawn behind the head (long styles) and in front of it (every style). */
const HAIR_STYLES: readonly { back?: string; front: string }[] = [
  { front: 'M76 106Q74 56 120 54Q166 56 164 106Q156 78 120 76Q86 78 76 106Z' },
  { front: 'M76 102Q80 54 126 56Q168 60 164 104Q152 72 112 74Q92 80 76 102Z' },
  {
    back: 'M70 110Q66 50 120 50Q174 50 170 110L172 178Q148 166 146 128H94Q92 166 68 178Z',
    front: 'M76 108Q76 54 120 54Q164 54 164 108Q150 76 124 74Q104 90 76 108Z',
  },
  {
    back: 'M108 44a14 14 0 1 0 24 0a14 14 0 1 0-24 0Z',
    front: 'M76 104Q76 56 120 56Q164 56 164 104Q154 74 120 74Q86 74 76 104Z',
  },
  { front: 'M80 98Q84 58 120 58Q156 58 160 98Q150 76 120 74Q90 76 80 98Z' },
  {
    front:
      'M74 104a12 12 0 0 1 8-30a14 14 0 0 1 20-16a14 14 0 0 1 24-2a14 14 0 0 1 22 10a12 12 0 0 1 12 22a10 10 0 0 1-4 16' +
      'Q152 78 120 78Q88 78 74 104Z',
  },
];

export function staffAvatar(name: string, look: Look): string {
  const seed = hash(name);
  const skin = pick(SKIN, seed);
  const hair = pick(HAIR, seed >>> 3);
  const style = pick(HAIR_STYLES, seed >>> 6);
  const glasses = (seed >>> 9) % 4 === 0;
  const shirt = (seed >>> 11) % 2 === 0 ? look.primary : mix(look.primary, look.accent, 0.5);
  const bg = mix(look.accent, '#ffffff', 0.78);
  const dots = mix(look.accent, '#ffffff', 0.55);
  return svg(
    240,
    240,
    `<defs><pattern id="p" width="24" height="24" patternUnits="userSpaceOnUse">` +
      `<circle cx="6" cy="6" r="3" fill="${dots}"/><circle cx="18" cy="18" r="3" fill="${dots}"/></pattern>` +
      `<clipPath id="c"><circle cx="120" cy="120" r="120"/></clipPath></defs>` +
      `<g clip-path="url(#c)"><rect width="240" height="240" fill="${bg}"/><rect width="240" height="240" fill="url(#p)"/>` +
      (style.back ? `<path d="${style.back}" fill="${hair}"/>` : '') +
      `<path d="M40 240Q44 176 120 172Q196 176 200 240Z" fill="${shirt}"/>` +
      `<path d="M104 150H136V178Q120 190 104 178Z" fill="${mix(skin, '#000000', 0.12)}"/>` +
      `<path d="M100 176L120 196L140 176" fill="none" stroke="#ffffff" stroke-width="6" stroke-linejoin="round"/>` +
      `<ellipse cx="120" cy="110" rx="43" ry="50" fill="${skin}"/>` +
      `<ellipse cx="77" cy="114" rx="7" ry="11" fill="${skin}"/><ellipse cx="163" cy="114" rx="7" ry="11" fill="${skin}"/>` +
      `<path d="${style.front}" fill="${hair}"/>` +
      `<circle cx="103" cy="112" r="4.5" fill="#2a2320"/><circle cx="137" cy="112" r="4.5" fill="#2a2320"/>` +
      `<path d="M94 100Q103 95 111 99M129 99Q137 95 146 100" fill="none" stroke="${hair}" stroke-width="3.5" stroke-linecap="round"/>` +
      `<path d="M120 116Q116 128 122 130" fill="none" stroke="${mix(skin, '#000000', 0.25)}" stroke-width="2.5" stroke-linecap="round"/>` +
      `<path d="M104 138Q120 152 136 138" fill="none" stroke="#8a3b34" stroke-width="4" stroke-linecap="round"/>` +
      `<circle cx="94" cy="128" r="7" fill="#e58f86" opacity=".3"/><circle cx="146" cy="128" r="7" fill="#e58f86" opacity=".3"/>` +
      (glasses
        ? `<g fill="none" stroke="#2a2320" stroke-width="3"><circle cx="103" cy="112" r="12"/><circle cx="137" cy="112" r="12"/>` +
          `<path d="M115 112H125"/></g>`
        : '') +
      `</g>`,
    `Portrait of ${name}`,
  );
}
