import type { Theme } from '../../../src/lib/config/index.ts';

/** A parsed-looking theme with schema defaults filled in; override colours per test. */
export function theme(colours: Partial<Theme['colours']> = {}, extra: Partial<Theme> = {}): Theme {
  return {
    header_variant: 'standard',
    footer_variant: 'standard',
    mobile_menu: 'drawer',
    colours: {
      primary: '#0b3d91',
      on_primary: '#ffffff',
      accent: '#b3261e',
      on_accent: '#ffffff',
      surface: '#ffffff',
      surface_alt: '#f4f5f7',
      text: '#1b1f24',
      muted: '#5b6470',
      ...colours,
    },
    fonts: { heading: 'system-ui, sans-serif', body: 'system-ui, sans-serif' },
    radius: 8,
    hero: { title: 'Hero', subtitle: 'Sub', image: { url: '/hero.jpg' } },
    ...extra,
  };
}
