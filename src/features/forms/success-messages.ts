/**
 * What /success tells a shopper after each form (spec §2 "/success: after a successful
 * enquiry"; issue 12: it thanks the shopper and says what happens next). Keyed by Contract 1's
 * FormKind; `general` is shown when the form is not named.
 */
export interface SuccessMessage {
  heading: string;
  next: string;
}

export const SUCCESS_MESSAGES = {
  general: {
    heading: 'Thank you, your message has been sent',
    next: 'A member of our team will reply within business hours.',
  },
  enquiry: {
    heading: 'Thank you for your enquiry',
    next: 'A member of our team will reply within business hours, usually by phone or e-mail as you prefer.',
  },
  'test-drive': {
    heading: 'Thank you, your test drive is requested',
    next: 'Your test drive is pending confirmation: our team will contact you within business hours to confirm the time, or to offer another if it has been taken.',
  },
  'request-photos': {
    heading: 'Thank you, we will send more photos',
    next: 'A member of our team will take the photos you asked for and send them to you within business hours.',
  },
  finance: {
    heading: 'Thank you for your finance enquiry',
    next: 'Our finance team will contact you within business hours to talk through your pre-approval and the options that suit you.',
  },
  'trade-in': {
    heading: 'Thank you, your car’s details are with us',
    next: 'Our team will review your car’s details and contact you within business hours about its valuation, and to arrange an inspection if needed.',
  },
  'instant-price': {
    heading: 'Thank you, your price request is with us',
    next: 'A member of our team will look at your car’s details and reply with a price within business hours. The figure comes from a person, not an automatic estimate.',
  },
  contact: {
    heading: 'Thank you for getting in touch',
    next: 'A member of our team will reply within business hours.',
  },
  subscribe: {
    heading: 'Thank you for subscribing',
    next: 'We will e-mail you new arrivals, offers and service specials. Every e-mail has a link to unsubscribe.',
  },
  careers: {
    heading: 'Thank you for your interest in working with us',
    next: 'Our team will read your enquiry and contact you within business hours if there is a role that suits you.',
  },
} as const satisfies Record<string, SuccessMessage>;

export type SuccessKey = keyof typeof SUCCESS_MESSAGES;
