import type { Dealer } from '../config/index.ts';
import { vehicleWords, type VehicleWords } from './vehicle-words.ts';

export interface PromoSlide {
  id: 'finance' | 'stock' | 'service';
  title: string;
  text: string;
  cta: string;
  href: string;
}

/**
 * Spec promo slider, exactly three slides: Vehicle Finance (/finance-pre-approval), Our Stock
 * (the search path, /search/new-used-and-demo-cars by default) and Book a Service (/service,
 * or the dealer's own service-booking page when it has one).
 */
export function promoSlides(
  dealer: Pick<Dealer, 'search' | 'config'>,
  words: VehicleWords = vehicleWords('car'),
): [PromoSlide, PromoSlide, PromoSlide] {
  const used = dealer.config.used_label.toLowerCase();
  return [
    {
      id: 'finance',
      title: 'Vehicle Finance',
      text: 'Get pre-approved before you shop, so you know exactly what you can spend.',
      cta: 'Get Pre-Approved',
      href: '/finance-pre-approval',
    },
    {
      id: 'stock',
      title: 'Our Stock',
      text: `Browse our new, demo and ${used} ${words.plural}, updated every day.`,
      cta: 'View Our Stock',
      href: dealer.search.path,
    },
    {
      id: 'service',
      title: 'Book a Service',
      text: `Keep your ${words.singular} at its best with our factory-trained technicians.`,
      cta: 'Book a Service',
      href: dealer.config.service_booking?.path ?? '/service',
    },
  ];
}
