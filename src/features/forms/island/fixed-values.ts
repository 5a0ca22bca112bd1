import type { LeadFormConfig } from '../lead-form-config.ts';

/** Car ids as the stock gives them: digits only, so an address cannot inject anything else. */
const CAR_ID = /^\d{1,12}$/;

/**
 * The values a form sends beside the shopper's answers: the page's fixed values, plus the
 * car_id of the address on pages that serve every car (/cars/trade-in?car_id=…).
 */
export function fixedWithQuery(
  config: Pick<LeadFormConfig, 'fixed' | 'carIdFromQuery'>,
  search: string,
): Record<string, string | number | boolean> {
  if (!config.carIdFromQuery) return config.fixed;
  const carId = new URLSearchParams(search).get('car_id')?.trim();
  return carId && CAR_ID.test(carId) ? { ...config.fixed, car_id: carId } : config.fixed;
}
