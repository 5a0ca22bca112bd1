/**
 * What a search card shows, worked out once from a car's summary (a Car or a search hit fits)
 * and the dealer's settings, so the React card only lays it out. Pure and clock-free: `now`
 * comes in, so the build's server render and the browser's render agree.
 */
import { cardButtons, type CardButton } from '../../cars/card-buttons.ts';
import type { CarSummary } from '../../cars/car-summary.ts';
import { carPath } from '../../cars/paths.ts';
import { carTags, type CarTag } from '../../cars/tags.ts';
import { PRICE_ON_APPLICATION, PRICE_TYPE_LABELS, formatPrice } from '../../compare/format.ts';
import type { Finance, Options } from '../../config/index.ts';
import { financeStrip, type FinanceStrip } from '../../finance/strip.ts';
import { imageUrl, srcset } from '../../media/image-url.ts';
import type { SearchRouteContext } from '../routing/route-context.ts';
import { locationDisplayName } from '../routing/landing-text.ts';
import { cardChips, type Chip, type ChipAttribute } from './chips.ts';

/**
 * The fields a card reads: a car summary without the engine, which cards never show and
 * search hits leave out. A full Car fits, and so does a hit (engine/hit.ts CarHit).
 */
export type CardViewCar = Omit<CarSummary, 'engine'>;

export interface CardViewSettings {
  /** The render's clock (build time on the server, the page's load time in the browser). */
  now: Date;
  options: Pick<Options, 'tag_overrides' | 'fuel_tags' | 'used_label' | 'online_buying'>;
  /** dealer.finance: the weekly strip needs a comparison rate. */
  finance?: Finance | undefined;
  /** The search router's context (spells 'Find Me Something Similar'). */
  route: SearchRouteContext;
  chips?: readonly ChipAttribute[] | undefined;
  tradeInLabel?: string | undefined;
  /** Image-delivery origin for raster photos (media/image-url.ts). */
  imageBase?: string | undefined;
}

/** Shown under 'Price on application' where a price type would be. */
export const ENQUIRE_FOR_PRICE = 'Enquire for price';

export interface CardPrice {
  /** '$29,490' or 'Price on application'. */
  amount: string;
  /** 'Drive Away', 'Excl. Govt. Charges', '+ ORC', or 'Enquire for price'. */
  label: string;
  onApplication: boolean;
}

/** Spec §2 price and price type; 0 or less is price on application. */
export function cardPrice(car: Pick<CarSummary, 'price' | 'price_type'>): CardPrice {
  const amount = formatPrice(car.price);
  if (amount === PRICE_ON_APPLICATION)
    return { amount, label: ENQUIRE_FOR_PRICE, onApplication: true };
  return { amount, label: PRICE_TYPE_LABELS[car.price_type], onApplication: false };
}

export interface CardTitle {
  /** '2024 Subaru Forester' */
  heading: string;
  /** '2.5i Premium S6'; '' when the car has neither badge nor series. */
  subheading: string;
}

/** Spec §2 title lines: year make model, then badge and series (a series repeating the badge once). */
export function cardTitle(
  car: Pick<CarSummary, 'year' | 'make' | 'model' | 'badge' | 'series' | 'name'>,
): CardTitle {
  const heading = [car.year > 0 ? String(car.year) : '', car.make.trim(), car.model.trim()]
    .filter(Boolean)
    .join(' ');
  const badge = car.badge.trim();
  const series = car.series.trim();
  const subheading = series && series !== badge ? [badge, series].filter(Boolean).join(' ') : badge;
  return { heading: heading || car.name, subheading };
}

/** Card photos are drawn 4:3; these are the intrinsic size its width and height attributes give. */
export const CARD_IMAGE_WIDTH = 800;
export const CARD_IMAGE_HEIGHT = 600;
export const CARD_IMAGE_WIDTHS: readonly number[] = [320, 480, 640, 800, 1000];
/** One column on phones, two from 640px, three (about 380px wide) from 1100px. */
export const CARD_IMAGE_SIZES = '(min-width: 1100px) 400px, (min-width: 640px) 50vw, 100vw';

export interface CardImage {
  src: string;
  /** Left off for vectors (illustrations, not-found): they scale themselves. */
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
  alt: string;
}

/** The card photo, sized by the image service; alt text is the car's name. */
export function cardImage(
  car: Pick<CarSummary, 'primary_image_url' | 'name'>,
  imageBase?: string,
): CardImage {
  const base = imageBase ? { base: imageBase } : {};
  const set = srcset(car.primary_image_url, CARD_IMAGE_WIDTHS, base);
  return {
    src: imageUrl(car.primary_image_url, { ...base, width: CARD_IMAGE_WIDTH }),
    ...(set ? { srcSet: set, sizes: CARD_IMAGE_SIZES } : {}),
    width: CARD_IMAGE_WIDTH,
    height: CARD_IMAGE_HEIGHT,
    alt: car.name,
  };
}

export interface SearchCardView {
  href: string;
  title: CardTitle;
  image: CardImage;
  tags: CarTag[];
  chips: Chip[];
  price: CardPrice;
  /** The weekly strip; null when this car has none (sold, no price, nothing to borrow). */
  finance: FinanceStrip | null;
  /** Whether cards keep a row for the strip (the dealer shows estimates), so rows line up. */
  financeRow: boolean;
  /** 'Meridian Mazda Springwood' (department suffix dropped). */
  location: string;
  buttons: CardButton[];
  sold: boolean;
}

export function searchCardView(car: CardViewCar, settings: CardViewSettings): SearchCardView {
  const { options } = settings;
  return {
    href: carPath(car),
    title: cardTitle(car),
    image: cardImage(car, settings.imageBase),
    tags: carTags(car, {
      now: settings.now,
      tagOverrides: options.tag_overrides,
      fuelTags: options.fuel_tags,
    }),
    chips: cardChips(car, {
      usedLabel: options.used_label,
      ...(settings.chips ? { attributes: settings.chips } : {}),
    }),
    price: cardPrice(car),
    // Nobody can finance a car that is gone.
    finance: car.sold ? null : financeStrip(car, settings.finance),
    financeRow: settings.finance?.comparison_rate !== undefined,
    location: locationDisplayName(car.location.name.trim()),
    buttons: cardButtons(car, {
      online_buying: options.online_buying,
      route: settings.route,
      ...(settings.tradeInLabel ? { tradeInLabel: settings.tradeInLabel } : {}),
    }),
    sold: car.sold,
  };
}
