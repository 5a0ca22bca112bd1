/**
 * A search card's dialog builds its car's form in the browser from the card's car; the car
 * page builds it at build time from the full car. Both must send the same form and fields.
 */
import { describe, expect, it } from 'vitest';
import { configForCar } from '../../../src/features/forms/car-form-config.ts';
import { cardFormConfig, leadFormConfig } from '../../../src/features/forms/form-configs.ts';
import { cardButtons, carPath } from '../../../src/lib/cars/index.ts';
import { carSummary } from '../../../src/lib/cars/car-summary.ts';
import { isTestDriveOnly } from '../../../src/lib/cars/test-drive.ts';
import { carLocation } from '../../../src/lib/locations/car-location.ts';
import { primarySalesLocation } from '../../../src/lib/locations/index.ts';
import { searchSiteData } from '../../../src/features/search/ssr/search-page-data.ts';
import { loadSite } from '../../../src/server/prepare/prepare-dealer.ts';

const SEARCH_PAGE = '/search/new-and-used-motorcycles';

describe("a search card's lead dialog", () => {
  const site = loadSite('ironbark-motorcycles');
  const { dealer } = site;
  const { ctx } = searchSiteData(site).routes;
  const unsold = site.cars.filter((car) => !car.sold);
  const cases = [
    ['a new', unsold.find((car) => car.car_type === 'new' && !isTestDriveOnly(car))],
    ['a used', unsold.find((car) => car.car_type === 'used' && !isTestDriveOnly(car))],
    ['a test-drive-only', unsold.find((car) => isTestDriveOnly(car))],
  ] as const;

  for (const [what, car] of cases) {
    it(`sends the car page's form and fields for ${what} car, from the page it is on`, () => {
      if (!car) throw new Error(`ironbark-motorcycles has no ${what} car to check`);
      const buttons = cardButtons(carSummary(car), { online_buying: false, route: ctx });
      const dialogButtons = buttons.filter((button) => button.dialog);
      expect(dialogButtons.length).toBeGreaterThan(0);
      for (const button of dialogButtons) {
        const kind = button.dialog === 'enquiry' ? 'enquiry' : 'test-drive';
        const lead = button.lead;
        if (!lead) throw new Error(`${button.id} has no car`);
        // The dialog goes through JSON: the button's attribute.
        const fromCard = configForCar(
          cardFormConfig(dealer, { kind, idPrefix: 'card', pagePath: SEARCH_PAGE }),
          JSON.parse(JSON.stringify(lead)) as typeof lead,
        );
        const onCarPage = leadFormConfig(dealer, {
          kind,
          idPrefix: 'card',
          pagePath: carPath(car),
          car,
          locations: [carLocation(car, dealer.locations)],
        });
        expect(fromCard.definition).toEqual(onCarPage.definition);
        expect(fromCard.rules).toEqual(onCarPage.rules);
        expect(fromCard.successQuery).toEqual({ car: car.slug });
        expect(fromCard.fixed).toEqual({ ...onCarPage.fixed, page_id: SEARCH_PAGE });
        expect(fromCard.fixed).toMatchObject({
          'Vehicle Make': car.make,
          'Vehicle Model': car.model,
          car_type: car.car_type,
          car_id: String(car.id),
          stock_number: car.stocknum,
          dealership_slug: car.dealership_slug,
        });
      }
    });
  }

  it("falls back to the primary sales location when the car's is not the dealer's", () => {
    const [car] = unsold;
    if (!car) throw new Error('no car');
    const config = cardFormConfig(dealer, { kind: 'test-drive', idPrefix: 'c', pagePath: '/' });
    const elsewhere = { ...car, location: { id: -1 } };
    expect(configForCar(config, elsewhere).rules.locations).toEqual([config.rules.locations?.[0]]);
    expect(config.rules.locations?.length).toBe(dealer.locations.length);
    expect(config.rules.locations?.[0]?.value).toBe(
      String(primarySalesLocation(dealer.locations)?.id),
    );
  });
});
