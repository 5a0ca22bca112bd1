import { marketFor } from '../market/index.ts';
import type { CarSnapshot, DeliveryLead, TradeInVehicle } from './delivery-lead.ts';
import { fieldText } from './lead-wording.ts';

/** One ADF <vehicle>, as plain data in the order the ADF DTD lists its children. */
export interface AdfVehicle {
  interest: 'buy' | 'trade-in';
  /** ADF knows new and used only; left out, the DTD's default (new) applies. */
  status?: 'new' | 'used' | undefined;
  /** The platform's car id, so a CRM can match repeat leads on one car. */
  id?: string | undefined;
  year: string;
  make: string;
  model: string;
  vin?: string | undefined;
  stock?: string | undefined;
  trim?: string | undefined;
  km?: number | undefined;
  price?: { amount: number; currency: string } | undefined;
  comments?: string | undefined;
}

const wholeNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : undefined;

/**
 * A demo car is registered and driven, so ADF, which knows only new and used, calls it used;
 * the comments say it is a demonstrator so the dealer is not misled.
 */
function carStatus(carType: CarSnapshot['car_type']): AdfVehicle['status'] {
  if (carType === 'new') return 'new';
  if (carType === 'used' || carType === 'demo') return 'used';
  return undefined;
}

/** 'Used', 'new car', 'Demo': the free-text vehicle_status some forms send. */
function statusFromField(value: unknown): AdfVehicle['status'] {
  const status = fieldText(value).toLowerCase();
  if (status.startsWith('new')) return 'new';
  if (status.startsWith('used') || status.startsWith('demo') || status.startsWith('pre-owned')) {
    return 'used';
  }
  return undefined;
}

function carOfInterest(lead: DeliveryLead, car: CarSnapshot): AdfVehicle {
  const price = wholeNumber(car.price);
  const currency = marketFor(lead.dealer.country).currency.code;
  const comments = [fieldText(car.name), car.car_type === 'demo' ? 'Demonstrator' : '']
    .filter(Boolean)
    .join(' – ');
  return {
    interest: 'buy',
    status: carStatus(car.car_type),
    id: fieldText(car.id),
    vin: fieldText(car.vin),
    stock: fieldText(car.stocknum) || fieldText(lead.fields.stock_number),
    trim: fieldText(car.badge),
    km: wholeNumber(car.km),
    price: price && price > 0 ? { amount: price, currency } : undefined,
    comments,
    year: fieldText(car.year),
    make: fieldText(car.make) || fieldText(lead.fields['Vehicle Make']),
    model: fieldText(car.model) || fieldText(lead.fields['Vehicle Model']),
  };
}

/**
 * A lead with no car snapshot may still name a make and model (a new-car enquiry from a model
 * page); with nothing named, the vehicle stays empty, because ADF requires one per prospect.
 */
function vehicleFromFields(lead: DeliveryLead): AdfVehicle {
  const { fields } = lead;
  return {
    interest: 'buy',
    status: statusFromField(fields.vehicle_status),
    stock: fieldText(fields.stock_number),
    year: '',
    make: fieldText(fields['Vehicle Make']),
    model: fieldText(fields['Vehicle Model']),
  };
}

function hasAny(tradeIn: TradeInVehicle): boolean {
  return (
    [tradeIn.year, tradeIn.make, tradeIn.model].some((v) => fieldText(v) !== '') ||
    wholeNumber(tradeIn.km) !== undefined
  );
}

function tradeInVehicle(tradeIn: TradeInVehicle): AdfVehicle {
  return {
    interest: 'trade-in',
    status: 'used',
    year: fieldText(tradeIn.year),
    make: fieldText(tradeIn.make),
    model: fieldText(tradeIn.model),
    km: wholeNumber(tradeIn.km),
  };
}

/**
 * The prospect's vehicles: the car of interest first, then the shopper's trade-in. A trade-in
 * lead that names no car of interest carries the trade-in alone; a lead with neither carries
 * the (possibly empty) vehicle its fields describe.
 */
export function adfVehicles(lead: DeliveryLead): AdfVehicle[] {
  const named = vehicleFromFields(lead);
  const interest = lead.car ? carOfInterest(lead, lead.car) : named;
  const tradeIn = lead.tradeIn && hasAny(lead.tradeIn) ? tradeInVehicle(lead.tradeIn) : undefined;
  if (!tradeIn) return [interest];
  const interestNamed = lead.car || named.make || named.model || named.stock;
  return interestNamed ? [interest, tradeIn] : [tradeIn];
}
