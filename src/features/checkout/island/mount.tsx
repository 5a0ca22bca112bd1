import { createRoot } from 'react-dom/client';
import type { StatusAnswer } from '../../../lib/checkout/api-answers.ts';
import type { CheckoutConfig } from '../checkout-config.ts';
import CheckoutIsland from './CheckoutIsland.tsx';

/** Draws the checkout (details, then payment) in place of the slot's placeholder. */
export function mountCheckout(slot: HTMLElement, status: Promise<StatusAnswer>): void {
  const json = slot.querySelector('script[data-checkout-config]')?.textContent;
  const root = slot.querySelector<HTMLElement>('[data-checkout-root]');
  if (!json || !root) return;
  const config = JSON.parse(json) as CheckoutConfig;
  createRoot(root).render(<CheckoutIsland config={config} status={status} />);
  slot.dataset['checkoutState'] = 'ready';
}
