/**
 * The stock adapter: any feed in the forecourt-stock/1 format → the platform's Cars.
 * It never throws on bad data: a vehicle that cannot be used is skipped and reported
 * with its index and field, and every good vehicle still comes through.
 */
import type { Car, FinanceLenders, PaymentProcessor, StockLocation } from './car.ts';
import { feedEnvelopeSchema, feedVehicleSchema } from './feed-schema.ts';
import { vehicleToCar, type VehicleContext } from './vehicle-to-car.ts';

export interface NormaliseContext {
  /** The dealer's locations that hold stock; vehicles without location_id go to the first. */
  locations: StockLocation[];
  notFoundImageUrl: string;
  /** Used when neither the vehicle nor the feed lists payment processors. */
  paymentProcessors?: PaymentProcessor[];
  /** Used when neither the vehicle nor the feed gives finance lenders. */
  financeLenders?: FinanceLenders;
}

export interface StockProblem {
  /** Position in the feed's vehicles list; -1 for the feed as a whole. */
  index: number;
  /** Dotted path of the field at fault, e.g. "price" or "images.2". */
  field: string;
  message: string;
  /** true when the vehicle (or, for index -1, the whole feed) was left out. */
  skipped: boolean;
}

export interface NormalisedStock {
  cars: Car[];
  problems: StockProblem[];
}

/** The `field` of a problem with the feed as a whole (not a JSON object at all). */
export const FEED_AS_A_WHOLE = '(feed)';

type Issue = { path: readonly PropertyKey[]; message: string };
const fieldOf = (issue: Issue) => issue.path.map(String).join('.');

export function normaliseFeed(feed: unknown, ctx: NormaliseContext): NormalisedStock {
  const envelope = feedEnvelopeSchema.safeParse(feed);
  if (!envelope.success) {
    return {
      cars: [],
      problems: envelope.error.issues.map((issue) => ({
        index: -1,
        field: fieldOf(issue) || FEED_AS_A_WHOLE,
        message: issue.message,
        skipped: true,
      })),
    };
  }
  const [defaultLocation] = ctx.locations;
  if (!defaultLocation) {
    return {
      cars: [],
      problems: [
        {
          index: -1,
          field: 'locations',
          message: 'the dealer has no locations to hold stock',
          skipped: true,
        },
      ],
    };
  }
  const feedData = envelope.data;
  const vehicleCtx: VehicleContext = {
    locationsById: new Map(ctx.locations.map((l) => [l.id, l])),
    defaultLocation,
    notFoundImageUrl: ctx.notFoundImageUrl,
    generatedAt: feedData.generated_at,
    paymentProcessors: feedData.payment_processors ?? ctx.paymentProcessors ?? [],
    financeLenders: feedData.finance_lenders ?? ctx.financeLenders ?? {},
  };

  const cars: Car[] = [];
  const problems: StockProblem[] = [];
  const seenIds = new Set<number>();
  const seenSlugs = new Set<string>();
  feedData.vehicles.forEach((raw, index) => {
    const parsed = feedVehicleSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push({
          index,
          field: fieldOf(issue) || '(vehicle)',
          message: issue.message,
          skipped: true,
        });
      }
      return;
    }
    const { car, problems: found } = vehicleToCar(parsed.data, vehicleCtx);
    for (const p of found) problems.push({ index, ...p });
    if (!car) return;
    if (seenIds.has(car.id)) {
      problems.push({
        index,
        field: 'id',
        message: `id ${car.id} is already used by an earlier vehicle`,
        skipped: true,
      });
    } else if (seenSlugs.has(car.slug)) {
      problems.push({
        index,
        field: 'slug',
        message: `slug "${car.slug}" is already used by an earlier vehicle`,
        skipped: true,
      });
    } else {
      seenIds.add(car.id);
      seenSlugs.add(car.slug);
      cars.push(car);
    }
  });
  return { cars, problems };
}
