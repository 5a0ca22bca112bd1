/**
 * The icon set by name, for Icon.astro and the `icon` props of other Astro primitives. The
 * drawings live in icon-set.ts; this is server-side only (client code imports single icons
 * from icon-set.ts, or it would bundle them all).
 */
import * as drawings from './icon-set.ts';
import type { IconDrawing } from './icon-set.ts';

/** 'chevronDownIcon' → 'chevron-down'. */
type Kebab<S extends string> = S extends `${infer Head}${infer Rest}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${Kebab<Rest>}`
  : S;
type NameOf<Export> = Export extends `${infer Base}Icon` ? Kebab<Base> : never;

/** An icon's name: its export in icon-set.ts, in kebab case without 'Icon' ('chevron-down'). */
export type IconName = NameOf<keyof typeof drawings>;

function nameOf(exportName: string): string {
  return exportName.replace(/Icon$/, '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

export const icons = Object.fromEntries(
  Object.entries(drawings).map(([exportName, drawing]) => [nameOf(exportName), drawing]),
) as Readonly<Record<IconName, IconDrawing>>;

export const iconNames = Object.keys(icons) as IconName[];

/** A drawing as SVG markup: `<path d="…"/>`, attributes in their written order. */
export function iconMarkup(drawing: IconDrawing): string {
  return drawing
    .map(([tag, attributes]) => {
      const written = Object.entries(attributes).map(([name, value]) => ` ${name}="${value}"`);
      return `<${tag}${written.join('')}/>`;
    })
    .join('');
}
