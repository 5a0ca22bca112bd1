/**
 * The platform's default deposit terms: what the law of each Australian state and territory,
 * and of New Zealand, says about cooling off and getting a deposit back when buying from a
 * dealer. General information, checked against the sources linked beside each text; a dealer
 * rewords any part in `config.deposit_terms`. Documented, with the same sources, in
 * docs/config-reference.md "Deposit terms".
 *
 * `{vehicle}` and `{vehicles}` in the texts stand for the dealer's vehicle noun ('car',
 * 'motorcycle'; vehicleWords), filled in by depositTerms: the laws quoted cover motor vehicles,
 * motorcycles included. Names of laws and of the sources stay as written.
 */
import type { AuState } from './states.ts';

export interface TermsSource {
  label: string;
  url: string;
}

export interface DefaultTermsPart {
  text: string;
  sources: readonly TermsSource[];
}

export const DEFAULT_TITLE = 'Deposit terms';

/** Shown in every market: what the deposit is, and the honest limits of this text. */
export const DEFAULT_PARAGRAPHS: readonly string[] = [
  'Your deposit holds this {vehicle} for you: the dealer takes it off sale while you arrange the purchase, and the deposit counts towards the price. Paying it does not commit you to buy the {vehicle}.',
  'This is general information, not legal advice. Your contract of sale and the law where you buy set your rights.',
];

const ACL: TermsSource = {
  label: 'ACCC: consumer rights and guarantees',
  url: 'https://www.accc.gov.au/consumers/buying-products-and-services/consumer-rights-and-guarantees',
};

/** Australia: the Australian Consumer Law, the same in every state and territory. */
export const AU_REFUND: DefaultTermsPart = {
  text: 'Until you sign a contract of sale you can cancel your reservation, and the dealer refunds your deposit in full. If the dealer cannot supply the {vehicle}, it must refund your deposit in full: the Australian Consumer Law forbids taking payment for goods a business cannot supply. Once you sign a contract, the deposit is part of the price and the contract sets when it can be refunded.',
  sources: [ACL],
};

/** An Australian location whose state is unknown or blank. */
export const AU_UNKNOWN_STATE_COOLING_OFF: DefaultTermsPart = {
  text: 'Whether you can cool off after signing a contract of sale depends on the state or territory where you buy, and on whether the {vehicle} is new or used. Ask the dealer before you sign.',
  sources: [],
};

function noCoolingOff(where: string, source: TermsSource): DefaultTermsPart {
  return {
    text: `${where} law gives no cooling-off period for buying a {vehicle} from a dealer: once you sign a contract of sale you are bound by it, unless the contract says otherwise.`,
    sources: [source],
  };
}

export const AU_COOLING_OFF: Readonly<Record<AuState, DefaultTermsPart>> = {
  NSW: {
    text: 'In New South Wales, the Motor Dealers and Repairers Act 2013 gives a cooling-off period only when you buy a {vehicle} from a dealer with finance the dealer arranges or provides. It runs from when you sign the contract until 5pm on the dealer’s next business day, and cancelling in that time can cost a termination amount the Act caps. There is no cooling-off period when you pay cash or arrange your own finance.',
    sources: [
      {
        label: 'Motor Dealers and Repairers Act 2013 (NSW)',
        url: 'https://legislation.nsw.gov.au/view/html/inforce/current/act-2013-107',
      },
    ],
  },
  VIC: {
    text: 'In Victoria, the Motor Car Traders Act 1986 (section 43) lets you end a contract with a licensed motor car trader by written notice within 3 clear business days of signing it. You lose that right if you take delivery of the {vehicle} in that time, and it does not apply to commercial vehicles or to buyers that are companies. The trader may keep $100 or 1% of the price for a used {vehicle}, or $400 or 2% for a new {vehicle}, whichever is greater.',
    sources: [
      {
        label: 'Consumer Affairs Victoria: cooling-off period',
        url: 'https://consumer.vic.gov.au/consumers-and-businesses/cars/buying-a-new-car/cooling-off-period',
      },
      {
        label: 'Motor Car Traders Act 1986 (Vic) s 43',
        url: 'https://classic.austlii.edu.au/au/legis/vic/consol_act/mcta1986194/s43.html',
      },
    ],
  },
  QLD: {
    text: 'In Queensland, the Motor Dealers and Chattel Auctioneers Act 2014 gives you a cooling-off period of 1 business day when you buy a used {vehicle} from a licensed dealer: it ends at 5pm on the dealer’s next business day. You lose it if you drive the {vehicle} away in that time (an inspection or a test drive does not count). There is no cooling-off period for new {vehicles}. If you cancel in time, the dealer may keep no more than $100 of your deposit.',
    sources: [
      {
        label: 'Queensland Government: cooling-off period for buying a used car',
        url: 'https://www.qld.gov.au/law/your-rights/consumer-rights-complaints-and-scams/buying-products-and-services/buying-products/buying-a-car/buying-a-used-car/cooling-off-period-for-buying-a-used-car',
      },
    ],
  },
  SA: {
    text: 'In South Australia, the Second-hand Vehicle Dealers Act 1995 gives you 2 clear business days (Saturdays count) to cancel, by written notice, a contract for a second-hand {vehicle} bought from a dealer, demonstrators included. The dealer must refund what you paid by the end of the next clear business day, less 2% of the price or $100, whichever is less. There is no cooling-off period for new {vehicles}.',
    sources: [
      {
        label: 'SA.GOV.AU: cooling-off rights when buying second-hand vehicles',
        url: 'https://www.sa.gov.au/topics/driving-and-transport/vehicles/buying-and-selling/cooling-off-rights',
      },
    ],
  },
  ACT: {
    text: 'In the Australian Capital Territory, the Sale of Motor Vehicles Act 1977 (section 25B) lets you end a contract with a dealer by written notice within 3 clear business days of signing it, unless you sign the form giving up that right when you take delivery. The dealer may keep $100 or 1% of the price, whichever is greater.',
    sources: [
      {
        label: 'Sale of Motor Vehicles Act 1977 (ACT) s 25B',
        url: 'https://www.austlii.edu.au/au/legis/act/consol_act/somva1977224/s25b.html',
      },
    ],
  },
  WA: noCoolingOff('Western Australian', {
    label: 'Consumer Protection WA',
    url: 'https://www.commerce.wa.gov.au/consumer-protection',
  }),
  TAS: noCoolingOff('Tasmanian', {
    label: 'Consumer, Building and Occupational Services Tasmania',
    url: 'https://www.cbos.tas.gov.au',
  }),
  NT: noCoolingOff('Northern Territory', {
    label: 'NT Consumer Affairs',
    url: 'https://consumeraffairs.nt.gov.au',
  }),
};

/** New Zealand: no statutory cooling-off for a purchase the buyer starts; CGA and FTA apply. */
export const NZ_COOLING_OFF: DefaultTermsPart = {
  text: 'New Zealand law gives no cooling-off period for buying a {vehicle} from a dealer: once you sign a vehicle offer and sale agreement you are bound by it, unless it says otherwise. The Fair Trading Act’s cooling-off rules cover uninvited direct sales, such as a seller at your door, not a purchase you start yourself.',
  sources: [
    {
      label: 'Consumer Protection NZ: Fair Trading Act',
      url: 'https://www.consumerprotection.govt.nz/general-help/consumer-laws/fair-trading-act',
    },
  ],
};

export const NZ_REFUND: DefaultTermsPart = {
  text: 'Until you sign a vehicle offer and sale agreement you can cancel your reservation, and the dealer refunds your deposit in full. If the dealer cannot supply the {vehicle}, your deposit is refunded in full. When you buy, the Consumer Guarantees Act and the Fair Trading Act protect you.',
  sources: [
    {
      label: 'Consumer Protection NZ: Consumer Guarantees Act',
      url: 'https://www.consumerprotection.govt.nz/general-help/consumer-laws/consumer-guarantees-act',
    },
  ],
};
