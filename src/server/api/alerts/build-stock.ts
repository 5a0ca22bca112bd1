import type { BuildStock } from '../store/index.ts';
import type { TenantData } from '../tenant/index.ts';
import { watchedCarOf } from '../watchlist/watched-car.ts';

/** A dealer's current build as the alert diff reads it: each listed car as the watchlist keeps it. */
export function buildStockOf(tenant: TenantData): BuildStock {
  return {
    tenant: tenant.dealer.slug,
    builtAt: tenant.built_at,
    dealerName: tenant.dealer.name,
    siteUrl: tenant.dealer.url,
    timeZone: tenant.dealer.time_zone,
    vehicleKind: tenant.dealer.vehicle_kind,
    car(carId) {
      const car = tenant.car(carId);
      return car ? { ...watchedCarOf(car) } : undefined;
    },
  };
}
