/**
 * The leads the bench posts: a mix of the forms shoppers send most (an enquiry about a car, a
 * general enquiry to a chosen location, the footer subscribe), spread over the tenants. Each
 * carries its own Idempotency-Key and an e-mail address made from it, so the store check can
 * find every copy of one request. Test drives are left out: each books a slot, and a slot
 * taken twice is refused (422) by design, which is not what a load test measures.
 */
import type { TenantData } from '../tenant/index.ts';

export interface BenchLead {
  /** The Idempotency-Key, sent again unchanged on every retry of this lead. */
  key: string;
  tenant: string;
  body: Record<string, unknown>;
  /** The lead's e-mail address: unique per key, so duplicates can be counted in the store. */
  email: string;
  /** What the destinations are chosen from (the car's yard, or the chosen location). */
  carId?: number;
  location?: number;
}

const FORMS = ['car-enquiry', 'general-enquiry', 'subscribe'] as const;
/** A mobile number both AU and NZ sites accept. */
const PHONE = '0412 555 012';
/** Longer than the API's minimum time-to-submit (MIN_FILL_MS). */
const FILL_MS = 8_000;

/** Lead `n` of a run: `runId` keeps keys and addresses unique across runs on one store. */
export function benchLead(tenants: readonly TenantData[], runId: string, n: number): BenchLead {
  const tenant = tenants[n % tenants.length]!;
  const key = `${benchKeyPrefix(runId)}${n}`;
  const email = `${key}@bench.example.com`;
  const shopper = { name: `Shopper ${n}`, email, phone: PHONE, fc_elapsed_ms: FILL_MS };
  const base = { key, tenant: tenant.dealer.slug, email };
  const form = FORMS[Math.floor(n / tenants.length) % FORMS.length]!;
  switch (form) {
    case 'car-enquiry': {
      const car = listedCars(tenant)[n % listedCars(tenant).length];
      if (!car) break;
      const body = { form: 'enquiry', ...shopper, car_id: String(car.id), message: 'Available?' };
      return { ...base, body, carId: car.id };
    }
    case 'general-enquiry': {
      const shown = tenant.locations.filter((l) => l.visible);
      const location = shown[n % shown.length];
      if (!location) break;
      const body = {
        form: 'enquiry',
        ...shopper,
        category: 'Sales Enquiry',
        location: String(location.id),
        message: 'Please call me about finance.',
      };
      return { ...base, body, location: location.id };
    }
    case 'subscribe':
      break;
  }
  return { ...base, body: { form: 'subscribe', ...shopper } };
}

/** Every key (and so every e-mail address) of one run starts with this. */
export function benchKeyPrefix(runId: string): string {
  return `bench-${runId}-`;
}

const listedByTenant = new WeakMap<TenantData, TenantData['cars']>();

function listedCars(tenant: TenantData): TenantData['cars'] {
  let cars = listedByTenant.get(tenant);
  if (!cars) {
    cars = tenant.cars.filter((car) => !car.sold);
    listedByTenant.set(tenant, cars);
  }
  return cars;
}
