import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import type { WalletSetting } from '../../../lib/checkout/index.ts';
import FormAlert from '../../forms/island/FormAlert.tsx';

interface StripePaymentProps {
  publishableKey: string;
  clientSecret: string;
  wallets: { applePay: WalletSetting; googlePay: WalletSetting };
  /** Where Stripe sends the shopper once paid (and after 3-D Secure): the confirmation page. */
  returnUrl: string;
  amount: string;
  billing: { name: string; email: string; phone: string };
}

type Phase = 'loading' | 'ready' | 'paying' | 'broken';

/** Errors Stripe words for the shopper; anything else gets the platform's own words. */
const SHOPPER_ERRORS = new Set(['card_error', 'validation_error']);

/**
 * Stripe's Payment Element: the page's only card fields are Stripe's own, in Stripe's frame,
 * so no card number ever touches the platform. Stripe.js downloads here, when the shopper
 * reaches payment, not with the page. A decline leaves the same payment intent to try again
 * with another card; success (and 3-D Secure) leave through Stripe's redirect to returnUrl.
 */
export default function StripePayment(props: StripePaymentProps) {
  const { publishableKey, clientSecret, wallets, returnUrl, amount, billing } = props;
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let destroyed = false;
    let destroy = () => undefined as void;
    setPhase('loading');
    (async () => {
      const { loadStripe } = await import('@stripe/stripe-js');
      const stripe = await loadStripe(publishableKey);
      if (!stripe || destroyed || !mountRef.current) throw new Error('Stripe.js did not load');
      const elements = stripe.elements({ clientSecret });
      const element = elements.create('payment', {
        wallets,
        layout: 'tabs',
        defaultValues: { billingDetails: billing },
      });
      element.on('ready', () => {
        if (!destroyed) setPhase('ready');
      });
      element.mount(mountRef.current);
      stripeRef.current = { stripe, elements };
      destroy = () => element.destroy();
    })().catch(() => {
      if (!destroyed) setPhase('broken');
    });
    return () => {
      destroyed = true;
      destroy();
    };
  }, [publishableKey, clientSecret, attempt]);

  async function pay(event: React.FormEvent) {
    event.preventDefault();
    const loaded = stripeRef.current;
    if (!loaded || phase !== 'ready') return;
    setFailure(null);
    setPhase('paying');
    const { error } = await loaded.stripe.confirmPayment({
      elements: loaded.elements,
      confirmParams: { return_url: returnUrl },
    });
    // confirmPayment only comes back when the payment did not go through.
    setFailure(
      error.message && SHOPPER_ERRORS.has(error.type)
        ? error.message
        : 'The payment could not be completed. Please try again.',
    );
    setPhase('ready');
  }

  return (
    <form
      className="fc-form checkout-payment"
      noValidate
      onSubmit={pay}
      aria-busy={phase === 'loading' || undefined}
    >
      {failure && (
        <FormAlert
          title="Your payment did not go through. No deposit was taken."
          detail={failure}
        />
      )}
      {phase === 'broken' ? (
        <div className="fc-alert fc-alert--error" role="alert">
          <div>
            <p className="fc-form-alert__title">The payment form could not load.</p>
            <p>Please check your connection and try again.</p>
            <button
              type="button"
              className="fc-btn fc-btn--secondary"
              onClick={() => setAttempt((n) => n + 1)}
            >
              Try again
            </button>
          </div>
        </div>
      ) : (
        <>
          {phase === 'loading' && (
            <p className="fc-muted">
              <span className="fc-form-spinner" aria-hidden="true" /> Loading the secure payment
              form…
            </p>
          )}
          <div ref={mountRef} className="checkout-payment__element" />
          <button
            type="submit"
            className="fc-btn fc-btn--primary fc-btn--lg fc-btn--block"
            disabled={phase !== 'ready'}
            aria-busy={phase === 'paying' || undefined}
          >
            {phase === 'paying' ? (
              <>
                <span className="fc-form-spinner" aria-hidden="true" />
                Loading
              </>
            ) : (
              `Pay ${amount} deposit`
            )}
          </button>
        </>
      )}
    </form>
  );
}
