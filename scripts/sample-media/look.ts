// The slice of a dealer's config the drawings need, so each drawing takes plain data.
import type { Dealer } from '../../src/lib/config/index.ts';

export interface Look {
  name: string;
  /** Short name, or the name without its last word ("Totara Motors" → "Totara"). */
  short: string;
  template: Dealer['template'];
  motorcycles: boolean;
  primary: string;
  onPrimary: string;
  accent: string;
  surfaceAlt: string;
  text: string;
  footerText: string;
  serif: boolean;
}

export function lookOf(dealer: Dealer): Look {
  const c = dealer.theme.colours;
  const words = dealer.name.split(' ');
  return {
    name: dealer.name,
    short: dealer.short_name ?? words.slice(0, Math.max(1, words.length - 1)).join(' '),
    template: dealer.template,
    motorcycles:
      'generate' in dealer.stock
        ? dealer.stock.generate.vehicle_kind === 'motorcycle'
        : dealer.models.some((m) =>
            ['naked', 'sports', 'adventure', 'cruiser', 'touring'].includes(m.bodyStyle),
          ),
    primary: c.primary,
    onPrimary: c.on_primary,
    accent: c.accent,
    surfaceAlt: c.surface_alt,
    text: c.text,
    footerText: c.footer_text ?? '#ffffff',
    serif:
      /serif/.test(dealer.theme.fonts.heading) && !/sans-serif/.test(dealer.theme.fonts.heading),
  };
}

export const SANS = 'Arial, Helvetica, sans-serif';
export const SERIF = 'Georgia, "Times New Roman", serif';
