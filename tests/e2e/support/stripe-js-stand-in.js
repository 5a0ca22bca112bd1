/*
 * A stand-in for Stripe.js (https://js.stripe.com/<release>/stripe.js), served to the page by
 * Playwright's page.route in tests/e2e/checkout.spec.ts. It implements the slice of the
 * documented API the checkout uses:
 *
 *   Stripe(publishableKey).elements({ clientSecret }).create('payment', options).mount(el)
 *   element.on('ready', fn), element.destroy()
 *   stripe.confirmPayment({ elements, confirmParams: { return_url } })
 *
 * The "Payment Element" is a bordered box with its own card fields (Stripe's real one is an
 * iframe). confirmPayment maps the typed card number to one of Stripe's test payment methods
 * and calls POST https://api.stripe.com/v1/payment_intents/:id/confirm with the publishable
 * key and client secret, as Stripe.js does; the spec routes api.stripe.com to the Stripe
 * stand-in server. Like Stripe.js it then redirects: to return_url with payment_intent,
 * payment_intent_client_secret and redirect_status on success, to the 3-D Secure page a
 * requires_action answer names; a decline resolves { error } and stays on the page.
 */
(() => {
  const TEST_CARDS = {
    4242424242424242: 'pm_card_visa',
    4000000000000002: 'pm_card_chargeDeclined',
    4000002760003184: 'pm_card_authenticationRequired',
  };
  const record = (window.__stripeStandIn = { keys: [], elements: [], confirms: [] });

  function paymentElement(options) {
    const handlers = {};
    const box = document.createElement('div');
    box.className = 'stripe-stand-in';
    box.setAttribute('role', 'group');
    box.setAttribute('aria-label', 'Card details (Stripe test stand-in)');
    box.style.cssText =
      'display:grid;gap:8px;padding:12px;border:1px solid #8a8f98;border-radius:6px;background:#fff';
    const field = (label, name, placeholder) => {
      const wrap = document.createElement('label');
      wrap.style.cssText = 'display:grid;gap:4px;font:14px system-ui;color:#30313d';
      wrap.textContent = label;
      const input = document.createElement('input');
      input.name = name;
      input.placeholder = placeholder;
      input.autocomplete = 'off';
      input.style.cssText =
        'padding:8px;border:1px solid #8a8f98;border-radius:4px;font:16px system-ui;color:#30313d';
      wrap.append(input);
      box.append(wrap);
      return input;
    };
    const number = field('Card number', 'stand-in-card-number', '1234 1234 1234 1234');
    field('Expiry', 'stand-in-card-expiry', 'MM / YY');
    field('CVC', 'stand-in-card-cvc', 'CVC');
    const wallets = document.createElement('p');
    wallets.style.cssText = 'margin:0;font:13px system-ui;color:#545969';
    const w = options?.wallets ?? {};
    wallets.textContent = `Wallets: Apple Pay ${w.applePay ?? 'auto'}, Google Pay ${w.googlePay ?? 'auto'}`;
    box.append(wallets);
    return {
      number,
      mount(target) {
        const el = typeof target === 'string' ? document.querySelector(target) : target;
        el.append(box);
        setTimeout(() => (handlers.ready ?? []).forEach((fn) => fn({ elementType: 'payment' })), 0);
      },
      on(event, fn) {
        (handlers[event] ??= []).push(fn);
        return this;
      },
      destroy() {
        box.remove();
      },
    };
  }

  window.Stripe = function Stripe(publishableKey) {
    record.keys.push(publishableKey);
    return {
      elements(options) {
        const created = [];
        const elements = {
          clientSecret: options.clientSecret,
          created,
          create(type, elementOptions) {
            if (type !== 'payment') throw new Error(`stand-in has no ${type} element`);
            record.elements.push({ type, options: elementOptions ?? {} });
            const element = paymentElement(elementOptions);
            created.push(element);
            return element;
          },
        };
        return elements;
      },
      async confirmPayment({ elements, confirmParams }) {
        const secret = elements.clientSecret;
        const id = secret.split('_secret_')[0];
        const typed = (elements.created[0]?.number.value ?? '').replace(/\D/g, '');
        const method = TEST_CARDS[typed];
        if (!method)
          return {
            error: {
              type: 'validation_error',
              code: 'incomplete_number',
              message: 'Your card number is incomplete.',
            },
          };
        const body = new URLSearchParams({
          key: publishableKey,
          client_secret: secret,
          payment_method: method,
          return_url: confirmParams.return_url,
        });
        record.confirms.push({ id, method, return_url: confirmParams.return_url });
        const response = await fetch(`https://api.stripe.com/v1/payment_intents/${id}/confirm`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
        });
        const answer = await response.json();
        if (!response.ok) return { error: answer.error };
        if (answer.status === 'requires_action' && answer.next_action?.redirect_to_url) {
          window.location.assign(answer.next_action.redirect_to_url.url);
          return new Promise(() => undefined);
        }
        const back = new URL(confirmParams.return_url);
        back.searchParams.set('payment_intent', answer.id);
        back.searchParams.set('payment_intent_client_secret', secret);
        back.searchParams.set(
          'redirect_status',
          answer.status === 'succeeded' ? 'succeeded' : answer.status,
        );
        window.location.assign(back.href);
        return new Promise(() => undefined);
      },
    };
  };
})();
