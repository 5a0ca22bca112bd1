import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDealer } from '../../../src/lib/config/index.ts';
import { contactUsPath } from '../../../src/lib/locations/paths.ts';
import { feedEnvelopeSchema, feedVehicleSchema } from '../../../src/lib/stock/feed-schema.ts';
import { contrastProblems } from '../../../src/lib/theme/contrast-check.ts';
import { DEALERS_DIR, loadDealerFiles } from './dealer-files.ts';

describe('dealers/', () => {
  it('holds at least the four sample dealers', () => {
    const slugs = loadDealerFiles().map((d) => d.slug);
    expect(slugs).toEqual(
      expect.arrayContaining([
        'ironbark-motorcycles',
        'kestrel-bay-subaru',
        'meridian-motor-group',
        'totara-motors',
      ]),
    );
  });

  it('has a dealer.json in every dealer directory', () => {
    const dirs = readdirSync(DEALERS_DIR, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !/^[_.]/.test(e.name))
      .map((e) => e.name);
    for (const dir of dirs)
      expect(readdirSync(path.join(DEALERS_DIR, dir))).toContain('dealer.json');
  });
});

describe.each(loadDealerFiles().map((d) => [d.slug, d] as const))(
  '%s',
  (slug, { raw, file, dealer }) => {
    it('parses with parseDealer', () => {
      expect(() => parseDealer(raw, file)).not.toThrow();
    });

    it('has a slug matching its directory', () => {
      expect(dealer.slug).toBe(slug);
    });

    it('lists weekly hours for every weekday at every location', () => {
      for (const loc of dealer.locations) {
        const days = loc.contact_detail.opening_hours.map((h) => h.weekday).sort();
        expect(days, loc.name).toEqual([0, 1, 2, 3, 4, 5, 6]);
      }
    });

    it('states the privacy response times in its privacy statement', () => {
      const text = JSON.stringify(dealer.legal.privacy_statement);
      expect(text).toMatch(/acknowledge[^.]*within 7 days/);
      expect(text).toMatch(/access[^.]*within 30 days/);
      expect(text).toMatch(/within 14 days/);
    });

    it('links /contact-us/… only to pages its locations have', () => {
      // /contact-us/{slug} pages come from location names (spec), so a link must match one.
      const pages = new Set(dealer.locations.map((l) => contactUsPath(l)));
      const links = [
        ...dealer.locations.flatMap((l) =>
          l.weekend_enquiry_path ? [l.weekend_enquiry_path] : [],
        ),
        ...(JSON.stringify(dealer.navigation).match(/\/contact-us\/[a-z0-9-]+/g) ?? []),
      ];
      for (const link of links) expect(pages, link).toContain(link);
    });

    it('meets WCAG AA contrast with its theme colours', () => {
      expect(contrastProblems(dealer.theme)).toEqual([]);
    });

    it('keeps a valid stock feed beside dealer.json when stock comes from a file', () => {
      if (!('file' in dealer.stock)) return;
      const feed = feedEnvelopeSchema.parse(
        JSON.parse(readFileSync(path.join(DEALERS_DIR, slug, dealer.stock.file), 'utf8')),
      );
      expect(feed.dealer).toBe(slug);
      const salesIds = dealer.locations.filter((l) => l.location_type === 'sales').map((l) => l.id);
      feed.vehicles.forEach((raw, i) => {
        const vehicle = feedVehicleSchema.safeParse(raw);
        expect(vehicle.error?.issues, `vehicles[${i}]`).toBeUndefined();
        if (vehicle.data?.location_id !== undefined)
          expect(salesIds, `vehicles[${i}].location_id`).toContain(vehicle.data.location_id);
      });
    });
  },
);
