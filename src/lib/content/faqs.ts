import type { Faq } from '../config/index.ts';

/** Spec §9 trade-in FAQ: the online estimate limit, worded for shoppers. */
export const TRADE_IN_FAQS: readonly Faq[] = [
  {
    question: 'How does selling my car to you work?',
    answer:
      'Tell us about your car and how to reach you. Our team reviews the details, contacts you to arrange a quick inspection, and makes you an offer. If you accept, we pay you or put the amount towards your next car.',
  },
  {
    question: 'Can I get an online estimate for my car?',
    answer:
      'Usually, yes. An online estimate is generally unavailable for cars over 7 years old or with more than 100,000 km; for those we value the car in person so the offer reflects its real condition.',
  },
  {
    question: 'Do I have to buy a car from you to sell mine?',
    answer: 'No. We buy good cars outright, whether or not you trade in towards another vehicle.',
  },
  {
    question: 'What if I still owe money on my car?',
    answer:
      'That is common. We confirm the payout figure with your lender, settle it directly and pay you or credit you the difference.',
  },
  {
    question: 'What should I bring to the inspection?',
    answer:
      'Your driver licence, the registration papers, the service history and all keys. Having these ready speeds up a firm offer.',
  },
];

/** Charging questions for the EV guide. */
export const EV_CHARGING_FAQS: readonly Faq[] = [
  {
    question: 'Can I charge an electric car at home?',
    answer:
      'Yes. A standard power point adds roughly 10 to 15 km of range per hour, which suits short daily trips. A wall charger installed by an electrician adds around 40 to 60 km per hour and refills most cars overnight.',
  },
  {
    question: 'How long does public fast charging take?',
    answer:
      'On a DC fast charger most electric cars go from 10 to 80 percent in 20 to 45 minutes, depending on the car, the charger and the battery temperature.',
  },
  {
    question: 'Do hybrids need to be plugged in?',
    answer:
      'A hybrid charges its own battery while you drive and never needs plugging in. A plug-in hybrid has a larger battery for electric-only driving and is charged like an electric car, but keeps a petrol engine for longer trips.',
  },
  {
    question: 'How long do the batteries last?',
    answer:
      'Manufacturers typically warrant high-voltage batteries for about 8 years, and most batteries keep the large majority of their capacity well beyond that.',
  },
  {
    question: 'Are electric cars more expensive to run?',
    answer:
      'Usually less. Charging at home costs a fraction of the fuel for the same distance, and there are no oil changes, so scheduled servicing is typically simpler.',
  },
];

/** Asked on the /faqs page when the dealer lists none of its own. */
export const GENERAL_FAQS: readonly Faq[] = [
  {
    question: 'Can I book a test drive?',
    answer:
      'Yes. Choose a car and use Book a Test Drive, or call us and we will have it ready for you.',
  },
  {
    question: 'Do you offer finance?',
    answer:
      'Yes. Fill in our finance form, our finance team contacts you with options that suit your budget, and you complete your purchase with finance arranged.',
  },
  {
    question: 'Will you take my car as a trade-in?',
    answer:
      'Yes. Use Sell Your Car for a valuation, or bring your car in and we will inspect it and make you an offer.',
  },
  {
    question: 'Can I reserve a car online?',
    answer:
      'Many of our cars can be reserved online with a refundable deposit. Look for Reserve Now on the car page.',
  },
];

/** The /faqs page: the dealer's own questions, else the general set. */
export function pageFaqs(faqs: readonly Faq[]): readonly Faq[] {
  return faqs.length > 0 ? faqs : GENERAL_FAQS;
}
