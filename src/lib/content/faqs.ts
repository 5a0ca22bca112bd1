import type { Faq } from '../config/index.ts';
import type { VehicleKind } from '../stock/car.ts';
import { titleNoun, vehicleWords, type VehicleWords } from './vehicle-words.ts';

/**
 * The platform's own questions, in the dealer's vehicle noun (vehicleWords): a motorcycle
 * dealer's trade-in questions ask about "my motorcycle". Each set is built once per noun, so
 * the same kind always gets the same list.
 */
function perKind(
  build: (words: VehicleWords) => readonly Faq[],
): (kind?: VehicleKind) => readonly Faq[] {
  const sets: Record<VehicleKind, readonly Faq[]> = {
    car: build(vehicleWords('car')),
    motorcycle: build(vehicleWords('motorcycle')),
  };
  return (kind = 'car') => sets[kind];
}

/** Spec §9 trade-in FAQ: the online estimate limit, worded for shoppers. */
export const tradeInFaqs = /* @__PURE__ */ perKind(({ singular: one, plural: many }) => [
  {
    question: `How does selling my ${one} to you work?`,
    answer: `Tell us about your ${one} and how to reach you. Our team reviews the details, contacts you to arrange a quick inspection, and makes you an offer. If you accept, we pay you or put the amount towards your next ${one}.`,
  },
  {
    question: `Can I get an online estimate for my ${one}?`,
    answer: `Usually, yes. An online estimate is generally unavailable for ${many} over 7 years old or with more than 100,000 km; for those we value the ${one} in person so the offer reflects its real condition.`,
  },
  {
    question: `Do I have to buy a ${one} from you to sell mine?`,
    answer: `No. We buy good ${many} outright, whether or not you trade in towards another vehicle.`,
  },
  {
    question: `What if I still owe money on my ${one}?`,
    answer:
      'That is common. We confirm the payout figure with your lender, settle it directly and pay you or credit you the difference.',
  },
  {
    question: 'What should I bring to the inspection?',
    answer:
      'Your driver licence, the registration papers, the service history and all keys. Having these ready speeds up a firm offer.',
  },
]);

/** Charging questions for the EV guide. */
export const evChargingFaqs = /* @__PURE__ */ perKind(({ singular: one, plural: many }) => [
  {
    question: `Can I charge an electric ${one} at home?`,
    answer: `Yes. A standard power point adds roughly 10 to 15 km of range per hour, which suits short daily trips. A wall charger installed by an electrician adds around 40 to 60 km per hour and refills most ${many} overnight.`,
  },
  {
    question: 'How long does public fast charging take?',
    answer: `On a DC fast charger most electric ${many} go from 10 to 80 percent in 20 to 45 minutes, depending on the ${one}, the charger and the battery temperature.`,
  },
  {
    question: 'Do hybrids need to be plugged in?',
    answer: `A hybrid charges its own battery while you drive and never needs plugging in. A plug-in hybrid has a larger battery for electric-only driving and is charged like an electric ${one}, but keeps a petrol engine for longer trips.`,
  },
  {
    question: 'How long do the batteries last?',
    answer:
      'Manufacturers typically warrant high-voltage batteries for about 8 years, and most batteries keep the large majority of their capacity well beyond that.',
  },
  {
    question: `Are electric ${many} more expensive to run?`,
    answer:
      'Usually less. Charging at home costs a fraction of the fuel for the same distance, and there are no oil changes, so scheduled servicing is typically simpler.',
  },
]);

/** Asked on the /faqs page when the dealer lists none of its own. */
export const generalFaqs = /* @__PURE__ */ perKind(({ singular: one, plural: many }) => [
  {
    question: 'Can I book a test drive?',
    answer: `Yes. Choose a ${one} and use Book a Test Drive, or call us and we will have it ready for you.`,
  },
  {
    question: 'Do you offer finance?',
    answer:
      'Yes. Fill in our finance form, our finance team contacts you with options that suit your budget, and you complete your purchase with finance arranged.',
  },
  {
    question: `Will you take my ${one} as a trade-in?`,
    answer: `Yes. Use Sell Your ${titleNoun(one)} for a valuation, or bring your ${one} in and we will inspect it and make you an offer.`,
  },
  {
    question: `Can I reserve a ${one} online?`,
    answer: `Many of our ${many} can be reserved online with a refundable deposit. Look for Reserve Now on the ${one} page.`,
  },
]);

/** A car dealer's sets (tradeInFaqs('car') and so on). */
export const TRADE_IN_FAQS = /* @__PURE__ */ tradeInFaqs('car');
export const EV_CHARGING_FAQS = /* @__PURE__ */ evChargingFaqs('car');
export const GENERAL_FAQS = /* @__PURE__ */ generalFaqs('car');

/** The /faqs page: the dealer's own questions, else the general set in its vehicle noun. */
export function pageFaqs(faqs: readonly Faq[], kind: VehicleKind = 'car'): readonly Faq[] {
  return faqs.length > 0 ? faqs : generalFaqs(kind);
}
