// The sample dealers double as the platform's showcase and its e2e fixtures, so together they
// must exercise every variant, menu type and option the config offers. Adding an option to
// src/lib/config without a sample dealer using it fails here.
import { describe, expect, it } from 'vitest';
import { financeProvider, paymentProvider } from '../../../src/lib/config/commerce.ts';
import { dynamicDropdown } from '../../../src/lib/config/navigation.ts';
import { SAVE_BUTTONS_MODES } from '../../../src/lib/cars/save-buttons.ts';
import { SIDEBAR_OPTION_SETS } from '../../../src/lib/cars/sidebar-option-sets.ts';
import { options } from '../../../src/lib/config/options.ts';
import { footerVariant, headerVariant, templateName } from '../../../src/lib/config/theme.ts';
import { distinctLocations } from '../../../src/lib/locations/distinct.ts';
import { menuKind } from '../../../src/lib/navigation/menu-kind.ts';
import { loadDealerFiles } from './dealer-files.ts';

const samples = loadDealerFiles().filter((d) =>
  ['kestrel-bay-subaru', 'meridian-motor-group', 'totara-motors', 'ironbark-motorcycles'].includes(
    d.slug,
  ),
);
const dealers = samples.map((d) => d.dealer);
const union = <T>(pick: (d: (typeof dealers)[number]) => T | T[]) =>
  new Set(dealers.flatMap((d) => pick(d)));

describe('the four sample dealers together', () => {
  it('are all present', () => {
    expect(samples).toHaveLength(4);
  });

  it('use every template, header variant, footer variant and mobile menu', () => {
    expect(union((d) => d.template)).toEqual(new Set(templateName.options));
    expect(union((d) => d.theme.header_variant)).toEqual(new Set(headerVariant.options));
    expect(union((d) => d.theme.footer_variant)).toEqual(new Set(footerVariant.options));
    expect(union((d) => d.theme.mobile_menu)).toEqual(new Set(['collapse', 'drawer']));
  });

  it('use every menu type', () => {
    const kinds = union((d) => d.navigation.header.map((item) => menuKind(item)));
    for (const kind of ['link', 'dropdown', ...dynamicDropdown.options])
      expect(kinds, kind).toContain(kind);
    expect(union((d) => d.navigation.header.some((i) => i.mobileOpen))).toContain(true);
  });

  it('include a minimal footer running without footer navigation', () => {
    expect(
      dealers.some(
        (d) => d.theme.footer_variant === 'minimal' && d.navigation.footer === undefined,
      ),
    ).toBe(true);
  });

  it('set every option in dealer.config explicitly somewhere', () => {
    const set = new Set(samples.flatMap((d) => Object.keys((d.raw['config'] ?? {}) as object)));
    for (const key of Object.keys(options.shape)) expect(set, `config.${key}`).toContain(key);
  });

  it('use every value of the enumerated options', () => {
    const config = dealers.map((d) => d.config);
    const values = <T>(pick: (c: (typeof config)[number]) => T) => new Set(config.map(pick));
    expect(values((c) => c.used_label)).toEqual(new Set(['Used', 'Pre-Owned']));
    expect(values((c) => c.car_sidebar)).toEqual(new Set(SIDEBAR_OPTION_SETS));
    expect(values((c) => c.save_buttons)).toEqual(new Set(SAVE_BUTTONS_MODES));
    expect(values((c) => c.saved_cars.mode)).toEqual(new Set(['favourites', 'garage']));
    expect(values((c) => c.licence_prefix)).toEqual(new Set(['DL', 'CL']));
    expect(values((c) => c.submit_label)).toEqual(new Set(['Enquire Now', 'Message Now']));
    expect(values((c) => c.message_required)).toEqual(new Set([true, false]));
    expect(values((c) => c.location_links)).toEqual(new Set(['dealership', 'location', 'contact']));
    expect(values((c) => c.online_buying)).toEqual(new Set([true, false]));
    expect(values((c) => c.fuel_tags)).toEqual(new Set([true, false]));
    expect(values((c) => c.phone_rules?.region)).toEqual(new Set(['AU', 'NZ']));
    expect(values((c) => c.phone_rules?.allow_uk)).toContain(true);
    expect(values((c) => c.header_stars.enabled)).toEqual(new Set([true, false]));
    expect(values((c) => c.header_stars.force)).toEqual(new Set([true, false]));
    expect(union((d) => d.config.by_appointment_weekends)).toEqual(new Set(['sales', 'service']));
  });

  it('cover the header star rule: one hidden by exactly 3 distinct locations, one with more than 3', () => {
    const counts = dealers.map(
      (d) => distinctLocations(d.locations.filter((l) => l.visible)).length,
    );
    expect(counts).toContain(3);
    expect(counts.some((n) => n > 3)).toBe(true);
  });

  it('cover finance, payment and offers variations', () => {
    expect(union((d) => d.finance?.text_style)).toEqual(new Set(['default', 'nissan', 'angle']));
    expect(dealers.filter((d) => d.finance?.comparison_rate !== undefined)).toHaveLength(3);
    expect(union((d) => d.payment_provider)).toEqual(new Set(paymentProvider.options));
    expect(union((d) => d.finance_provider).size).toBeGreaterThanOrEqual(4);
    expect(financeProvider.options).toEqual(
      expect.arrayContaining([...union((d) => d.finance_provider)]),
    );
    expect(dealers.filter((d) => d.offers.length > 0)).toHaveLength(3);
  });

  it('cover the location, model, page and promo options', () => {
    expect(dealers.some((d) => d.locations.some((l) => l.weekend_enquiry_path))).toBe(true);
    expect(
      dealers.some((d) => d.locations.some((l) => l.location_subtype.includes('buying'))),
    ).toBe(true);
    expect(dealers.some((d) => d.locations.some((l) => !l.visible))).toBe(true);
    expect(union((d) => d.locations.map((l) => l.location_type))).toEqual(
      new Set(['sales', 'service', 'parts']),
    );
    expect(union((d) => d.models.map((m) => m.status))).toEqual(
      new Set(['', 'new', 'coming_soon']),
    );
    expect(dealers.some((d) => d.models.some((m) => m.override_url))).toBe(true);
    expect(dealers.some((d) => d.models.some((m) => m.short_description.length > 75))).toBe(true);
    expect(dealers.some((d) => d.pages.some((p) => p.footer_link))).toBe(true);
    expect(dealers.some((d) => d.promo_cards.some((p) => p.strictDisplay))).toBe(true);
    expect(dealers.some((d) => d.promo_cards.some((p) => p.position === undefined))).toBe(true);
    expect(dealers.some((d) => d.dealership_websites.length > 0 && d.brand_items.length > 0)).toBe(
      true,
    );
    expect(union((d) => ('file' in d.stock ? 'file' : 'generate'))).toEqual(
      new Set(['file', 'generate']),
    );
  });
});
