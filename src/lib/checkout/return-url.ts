/** Where the shopper lands after paying: the confirmation page, one per dealer site. */
export const RESERVATION_PATH = '/reservation';

/** The confirmation page's address for a reservation (Stripe's return_url, the API's 303). */
export function reservationPageUrl(
  origin: string,
  reservation: { id: string; token: string },
): string {
  const url = new URL(RESERVATION_PATH, origin);
  url.searchParams.set('reservation', reservation.id);
  url.searchParams.set('token', reservation.token);
  return url.href;
}

export type PaymentNotice = 'declined' | 'cancelled';

export const PAYMENT_NOTICES: Readonly<Record<PaymentNotice, string>> = {
  declined:
    'Your payment was declined, so no deposit was taken. Please check your details and try again, or use another card.',
  cancelled:
    'You cancelled the payment, so no deposit was taken. You can try again when you are ready.',
};

/** `?payment=declined|cancelled`, as the API sends a shopper back from a hosted page. */
export function paymentNotice(search: string): PaymentNotice | null {
  const value = new URLSearchParams(search).get('payment');
  return value === 'declined' || value === 'cancelled' ? value : null;
}
