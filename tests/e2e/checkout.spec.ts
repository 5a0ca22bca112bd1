/**
 * Reserve a car with a deposit (issue 15), in Chromium against the built sample dealers, with
 * the platform app running in this worker so it can point at the payment stand-ins
 * (tests/support/payment-stand-ins): Stripe's API on loopback, Stripe.js replaced through
 * page.route by tests/e2e/support/stripe-js-stand-in.js, Till's and St George's hosted pages.
 * Each worker has its own app and store, and each test its own car, so holds never collide.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { checkoutPath } from '../../src/lib/cars/paths.ts';
import { isReservable } from '../../src/lib/cars/reservable.ts';
import { depositFor, formatDeposit, paymentWallets } from '../../src/lib/checkout/index.ts';
import { vehicleWords } from '../../src/lib/content/vehicle-words.ts';
import type { Car } from '../../src/lib/stock/car.ts';
import { createPlatformApp } from '../../src/server/api/app/platform-app.ts';
import { startLeadService, type LeadService } from '../../src/server/api/lead-service.ts';
import { registerPaymentApi } from '../../src/server/api/payments/index.ts';
import { openStore } from '../../src/server/api/store/index.ts';
import { listenOnLoopback, type RunningServer } from '../../src/server/serve/server.ts';
import { tenantOrigin } from '../../src/server/serve/tenant-url.ts';
import {
  TILL_DEFAULT_CREDENTIALS,
  ST_GEORGE_DEFAULT_CREDENTIALS,
  startStGeorgeStandIn,
  startStripeStandIn,
  startTillStandIn,
  type StGeorgeStandIn,
  type StripeStandIn,
  type TillStandIn,
} from '../support/payment-stand-ins/index.ts';
import { expectNoAxeViolations, trackErrors } from './support/page-checks.ts';
import { tenantSite } from './support/tenants.ts';

const STRIPE_DEALER = 'kestrel-bay-subaru';
const ONLINE_BUYING_DEALER = 'meridian-motor-group';
const TILL_DEALER = 'totara-motors';
const ST_GEORGE_DEALER = 'ironbark-motorcycles';

const CARDS = {
  visa: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  threeDSecure: '4000 0027 6000 3184',
};

const STAND_IN_SCRIPT = path.resolve('tests/e2e/support/stripe-js-stand-in.js');

let server: RunningServer;
let stripe: StripeStandIn;
let till: TillStandIn;
let stGeorge: StGeorgeStandIn;
let dataDir: string;
let leadService: LeadService;
let apiEnv: Record<string, string | undefined>;

test.beforeAll(async () => {
  stripe = await startStripeStandIn();
  till = await startTillStandIn();
  // The bank knows the merchant by the client id the dealer's cars carry as their key.
  const stGeorgeSite = tenantSite(ST_GEORGE_DEALER);
  const clientId = stGeorgeSite.cars
    .map((car) => depositFor(car, stGeorgeSite.dealer.country)?.processor.authorization_key)
    .find(Boolean);
  stGeorge = await startStGeorgeStandIn({
    ...ST_GEORGE_DEFAULT_CREDENTIALS,
    clientId: clientId ?? ST_GEORGE_DEFAULT_CREDENTIALS.clientId,
  });
  dataDir = await mkdtemp(path.join(tmpdir(), 'forecourt-checkout-e2e-'));
  apiEnv = {
    ...process.env,
    STRIPE_API_BASE: stripe.url,
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    TILL_API_URL: till.url,
    TILL_USERNAME: TILL_DEFAULT_CREDENTIALS.username,
    TILL_PASSWORD: TILL_DEFAULT_CREDENTIALS.password,
    TILL_SHARED_SECRET: TILL_DEFAULT_CREDENTIALS.sharedSecret,
    ST_GEORGE_API_URL: stGeorge.url,
    ST_GEORGE_CLIENT_SECRET: ST_GEORGE_DEFAULT_CREDENTIALS.clientSecret,
  };
  const app = await createPlatformApp({ distDir: 'dist', logger: false, rateLimits: false });
  leadService = await startLeadService(app, {
    distDir: 'dist',
    dataDir,
    env: apiEnv,
    minFillMs: 0,
  });
  server = await listenOnLoopback(app, { port: 0 });
  stripe.webhookUrl = `${tenantOrigin(STRIPE_DEALER, server.port)}/api/payments/stripe/webhook`;
});

test.afterAll(async () => {
  await server?.close();
  await leadService?.close();
  await Promise.all([stripe?.close(), till?.close(), stGeorge?.close()]);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const url = (slug: string, sitePath: string) => `${tenantOrigin(slug, server.port)}${sitePath}`;

/**
 * A reservable car of the dealer whose processor is `provider`, different for every caller:
 * `slot` names the test, the project keeps phone and desktop apart.
 */
function reservableCar(slug: string, slot: number, projectName: string): Car {
  const site = tenantSite(slug);
  const cars = site.cars.filter(
    (car) => isReservable(car) && depositFor(car, site.dealer.country) !== null,
  );
  const car = cars[slot * 2 + (projectName === 'phone' ? 1 : 0)];
  if (!car) throw new Error(`${slug} has too few reservable cars for slot ${slot}`);
  return car;
}

function checkoutUrl(slug: string, car: Car): string {
  return url(slug, checkoutPath(car, tenantSite(slug).dealer.config.online_buying));
}

/** Serves the Stripe.js stand-in for js.stripe.com and sends Stripe.js's API calls to the stand-in. */
async function standInStripeJs(page: Page): Promise<void> {
  const script = await readFile(STAND_IN_SCRIPT, 'utf8');
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: script }),
  );
  await page.route('https://api.stripe.com/**', async (route) => {
    const target = new URL(route.request().url());
    const response = await route.fetch({ url: `${stripe.url}${target.pathname}${target.search}` });
    await route.fulfill({ response });
  });
}

/** The page's main content, kept with the test's output for a person to look at. */
async function keepScreenshot(page: Page, name: string): Promise<void> {
  await page.locator('main').screenshot({ path: test.info().outputPath(`${name}.png`) });
}

/** The checkout's own form: the footer's subscribe form has an Email field too. */
const detailsOf = (page: Page) => page.getByRole('region', { name: 'Your details' });

async function fillDetails(
  page: Page,
  slug: string,
  who = { first: 'Mia', last: 'Ng' },
): Promise<void> {
  const form = detailsOf(page);
  // The form's island loads as the form comes near the viewport, as a shopper scrolls to it.
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel('First Name').fill(who.first);
  await form.getByLabel('Last Name').fill(who.last);
  await form.getByLabel('Email').fill(`${who.first.toLowerCase()}@example.com`);
  const nz = tenantSite(slug).dealer.country === 'NZ';
  await form.getByLabel('Phone').fill(nz ? '021 123 4567' : '0412 345 678');
  await form.getByLabel('I have read the deposit terms and accept them').check();
}

async function payWithCard(page: Page, card: string, amount: string): Promise<void> {
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: `Pay ${amount} deposit` }).click();
}

function amountOf(slug: string, car: Car): string {
  const deposit = depositFor(car, tenantSite(slug).dealer.country)!;
  return formatDeposit(deposit.amountCents, deposit.currency);
}

test.describe('checkout page', () => {
  test('shows the car, the deposit and the terms before any payment, with no Stripe.js yet', async ({
    page,
  }, testInfo) => {
    const car = reservableCar(STRIPE_DEALER, 0, testInfo.project.name);
    const stripeRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('https://js.stripe.com')) stripeRequests.push(request.url());
    });
    const errors = trackErrors(page);
    await page.goto(checkoutUrl(STRIPE_DEALER, car));
    await expect(page.getByRole('heading', { level: 1, name: 'Reserve this car' })).toBeVisible();
    const summary = page.getByRole('complementary', { name: 'The car you are reserving' });
    await expect(summary).toContainText(car.stocknum);
    await expect(summary).toContainText(`${amountOf(STRIPE_DEALER, car)} AUD`);
    await expect(page.getByRole('heading', { name: 'Deposit terms' })).toBeVisible();
    await expect(page.getByText('general information, not legal advice')).toBeVisible();
    await detailsOf(page).scrollIntoViewIfNeeded();
    await expect(detailsOf(page).getByLabel('First Name')).toBeVisible();
    await expectNoAxeViolations(page);
    await keepScreenshot(page, 'checkout-stripe');
    expect(stripeRequests).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('keeps the shopper on the task: the logo, a call button and the legal links, no site navigation', async ({
    page,
  }, testInfo) => {
    const car = reservableCar(STRIPE_DEALER, 0, testInfo.project.name);
    const { dealer, now } = tenantSite(STRIPE_DEALER);
    await page.goto(checkoutUrl(STRIPE_DEALER, car));
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: `${dealer.name} home` })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(header.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);
    await expect(header.getByRole('link')).toHaveCount(2);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(car.name);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'Legal' })).toBeVisible();
    await expect(footer).toContainText(`© ${now.getFullYear()} ${dealer.name}`);
    // The rest of the site's shell stays on its other pages: no menu, search or subscribe form.
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
  });

  test('checks the details with the lead forms’ messages before asking the API', async ({
    page,
  }, testInfo) => {
    const car = reservableCar(STRIPE_DEALER, 1, testInfo.project.name);
    const intentsBefore = stripe.paymentIntents().length;
    await page.goto(checkoutUrl(STRIPE_DEALER, car));
    await detailsOf(page).scrollIntoViewIfNeeded();
    await detailsOf(page).getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByText('invalid email address')).toBeVisible();
    await expect(page.getByText('*This is a required field.').first()).toBeVisible();
    await expect(page.getByLabel('First Name')).toBeFocused();
    expect(stripe.paymentIntents()).toHaveLength(intentsBefore);
  });

  test('a sold car says so and offers an enquiry instead of payment', async ({ page }) => {
    const site = tenantSite(STRIPE_DEALER);
    const sold = site.cars.find((car) => car.sold && car.payment_processors.length > 0);
    test.skip(!sold, 'the sample stock has no sold car with a processor');
    await page.goto(url(STRIPE_DEALER, checkoutPath(sold!, false)));
    await expect(page.getByText('This car has been sold.')).toBeVisible();
    const enquire = page.getByRole('link', { name: 'Enquire about this car' });
    await expect(enquire).toHaveAttribute('href', `/cars/${sold!.slug}#enquire`);
    await expect(page.getByLabel('First Name')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await keepScreenshot(page, 'checkout-sold');
  });

  test('online buying lives at /buy-online, and /checkout is not a page there', async ({
    page,
  }, testInfo) => {
    const car = reservableCar(ONLINE_BUYING_DEALER, 0, testInfo.project.name);
    await page.goto(url(ONLINE_BUYING_DEALER, `/cars/${car.slug}/buy-online`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Buy this car online' }),
    ).toBeVisible();
    const checkout = await page.request.get(
      url(ONLINE_BUYING_DEALER, `/cars/${car.slug}/checkout`),
    );
    expect(checkout.status()).toBe(404);
  });
});

test.describe('Stripe deposit', () => {
  test('pays, lands on the confirmation with the reference, and the car is then refused to others', async ({
    page,
    browser,
  }, testInfo) => {
    const car = reservableCar(STRIPE_DEALER, 2, testInfo.project.name);
    const amount = amountOf(STRIPE_DEALER, car);
    await standInStripeJs(page);
    await page.goto(checkoutUrl(STRIPE_DEALER, car));
    await fillDetails(page, STRIPE_DEALER);
    await payWithCard(page, CARDS.visa, amount);

    await expect(page).toHaveURL(/\/reservation\?reservation=[^&]+&token=/);
    await expect(
      page.getByText('Your deposit is paid and the car is reserved for you.'),
    ).toBeVisible();
    await expect(page.getByText(`${amount} AUD`)).toBeVisible();
    await expect(page.getByRole('link', { name: car.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Deposit terms' })).toBeVisible();
    await expectNoAxeViolations(page);
    await keepScreenshot(page, 'reservation-paid');

    const intents = stripe.paymentIntents().filter((pi) => pi.status === 'succeeded');
    expect(intents.some((pi) => pi.amount === depositFor(car, 'AU')!.amountCents)).toBe(true);

    // A second shopper, in another browser context, is told at once.
    await expectRefused(browser, checkoutUrl(STRIPE_DEALER, car));
  });

  test('passes the processor’s wallets to the Payment Element', async ({ page }, testInfo) => {
    const car = reservableCar(STRIPE_DEALER, 3, testInfo.project.name);
    await standInStripeJs(page);
    await page.goto(checkoutUrl(STRIPE_DEALER, car));
    await fillDetails(page, STRIPE_DEALER);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByLabel('Card number')).toBeVisible();
    const created = await page.evaluate(
      () =>
        (window as unknown as { __stripeStandIn: { elements: unknown[] } }).__stripeStandIn
          .elements,
    );
    expect(created).toEqual([
      expect.objectContaining({
        type: 'payment',
        options: expect.objectContaining({
          wallets: paymentWallets(depositFor(car, 'AU')!.processor),
        }),
      }),
    ]);
    await expectNoAxeViolations(page);
    await keepScreenshot(page, 'checkout-payment');
  });

  test('3-D Secure: completing the challenge confirms the deposit', async ({ page }, testInfo) => {
    const car = reservableCar(STRIPE_DEALER, 4, testInfo.project.name);
    await standInStripeJs(page);
    await page.goto(checkoutUrl(STRIPE_DEALER, car));
    await fillDetails(page, STRIPE_DEALER);
    await payWithCard(page, CARDS.threeDSecure, amountOf(STRIPE_DEALER, car));
    await page.getByRole('button', { name: 'Complete' }).click();
    await expect(page).toHaveURL(/\/reservation\?/);
    await expect(
      page.getByText('Your deposit is paid and the car is reserved for you.'),
    ).toBeVisible();
  });

  test('3-D Secure: failing the challenge takes no deposit and offers another try', async ({
    page,
  }, testInfo) => {
    const car = reservableCar(STRIPE_DEALER, 5, testInfo.project.name);
    await standInStripeJs(page);
    await page.goto(checkoutUrl(STRIPE_DEALER, car));
    await fillDetails(page, STRIPE_DEALER);
    await payWithCard(page, CARDS.threeDSecure, amountOf(STRIPE_DEALER, car));
    await page.getByRole('button', { name: 'Fail' }).click();
    await expect(
      page.getByText('Your payment did not go through, so no deposit was taken.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\?payment=declined$/);
    await expect(page.getByRole('alert')).toContainText('Your payment was declined');
  });

  test('a declined card stays on the page with Stripe’s message; another card then pays the same intent', async ({
    page,
  }, testInfo) => {
    const car = reservableCar(STRIPE_DEALER, 6, testInfo.project.name);
    const amount = amountOf(STRIPE_DEALER, car);
    await standInStripeJs(page);
    await page.goto(checkoutUrl(STRIPE_DEALER, car));
    await fillDetails(page, STRIPE_DEALER);
    await payWithCard(page, CARDS.declined, amount);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Your payment did not go through. No deposit was taken.');
    await expect(alert).toContainText('Your card was declined.');

    await page.getByLabel('Card number').fill(CARDS.visa);
    await page.getByRole('button', { name: `Pay ${amount} deposit` }).click();
    await expect(
      page.getByText('Your deposit is paid and the car is reserved for you.'),
    ).toBeVisible();
    const confirms = stripe
      .requests()
      .filter((r) => r.method === 'POST' && /\/confirm$/.test(r.path));
    const ids = new Set(confirms.slice(-2).map((r) => r.path));
    expect(ids.size).toBe(1);
  });

  test('a lost answer is retried with the same Idempotency-Key: one payment intent, never two', async ({
    page,
  }, testInfo) => {
    const car = reservableCar(STRIPE_DEALER, 7, testInfo.project.name);
    await standInStripeJs(page);
    const keys: string[] = [];
    let dropped = false;
    const intentsBefore = stripe.paymentIntents().length;
    await page.route(
      (target) => target.pathname.endsWith('/payment_intent'),
      async (route) => {
        keys.push(route.request().headers()['idempotency-key'] ?? '');
        const response = await route.fetch();
        if (dropped) return route.fulfill({ response });
        dropped = true;
        await route.abort('connectionreset');
      },
    );
    await page.goto(checkoutUrl(STRIPE_DEALER, car));
    await fillDetails(page, STRIPE_DEALER);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('alert')).toContainText('you will not be charged twice');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByLabel('Card number')).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(stripe.paymentIntents()).toHaveLength(intentsBefore + 1);
  });

  test('double reservation: a shopper who started before another paid is refused with the API’s message', async ({
    page,
    browser,
  }, testInfo) => {
    const car = reservableCar(STRIPE_DEALER, 8, testInfo.project.name);
    // The second shopper opens the page while the car is still free.
    const second = await browser.newContext();
    const late = await second.newPage();
    await late.goto(checkoutUrl(STRIPE_DEALER, car));
    await fillDetails(late, STRIPE_DEALER, { first: 'Sam', last: 'Lee' });

    await standInStripeJs(page);
    await page.goto(checkoutUrl(STRIPE_DEALER, car));
    await fillDetails(page, STRIPE_DEALER);
    await payWithCard(page, CARDS.visa, amountOf(STRIPE_DEALER, car));
    await expect(
      page.getByText('Your deposit is paid and the car is reserved for you.'),
    ).toBeVisible();

    await late.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(
      late.getByText(
        'This car has just been reserved by another buyer. You can still enquire about it.',
      ),
    ).toBeVisible();
    await expect(late.getByRole('link', { name: 'Enquire about this car' })).toBeVisible();
    await second.close();
  });
});

/** A fresh shopper opening the checkout of a car just reserved is told so, with an enquiry. */
async function expectRefused(browser: Browser, checkout: string): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(checkout);
  await expect(
    page.getByText(
      'This car has just been reserved by another buyer. You can still enquire about it.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Enquire about this car' })).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveCount(0);
  await context.close();
}

test.describe('hosted payment pages', () => {
  for (const { slug, provider, title } of [
    { slug: TILL_DEALER, provider: 'till', title: 'Till Payments' },
    { slug: ST_GEORGE_DEALER, provider: 'st_george', title: 'St.George secure payment' },
  ] as const) {
    test(`${provider}: pays on the provider's page and comes back to the confirmation`, async ({
      page,
    }, testInfo) => {
      const car = reservableCar(slug, 0, testInfo.project.name);
      expect(depositFor(car, tenantSite(slug).dealer.country)?.provider).toBe(provider);
      const amount = amountOf(slug, car);
      await page.goto(checkoutUrl(slug, car));
      await fillDetails(page, slug);
      await expectNoAxeViolations(page);
      await keepScreenshot(page, `checkout-${provider}`);
      await page.getByRole('button', { name: `Continue to pay ${amount}` }).click();
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await page.getByRole('button', { name: 'Pay' }).click();
      await expect(page).toHaveURL(
        new RegExp(`^${tenantOrigin(slug, server.port)}/reservation\\?`),
      );
      // The dealer's vehicle noun: St.George's dealer sells motorcycles.
      const noun = vehicleWords(tenantSite(slug).vehicleKind).singular;
      await expect(
        page.getByText(`Your deposit is paid and the ${noun} is reserved for you.`),
      ).toBeVisible();
    });

    test(`${provider}: a declined payment comes back to the checkout saying no deposit was taken`, async ({
      page,
    }, testInfo) => {
      const car = reservableCar(slug, 1, testInfo.project.name);
      await page.goto(checkoutUrl(slug, car));
      await fillDetails(page, slug);
      await page.getByRole('button', { name: /^Continue to pay/ }).click();
      await page.getByRole('button', { name: 'Decline' }).click();
      await expect(page).toHaveURL(/\?payment=declined$/);
      await expect(page.getByRole('alert')).toContainText('no deposit was taken');
      // The next attempt is a new one, and goes to a new hosted page.
      await page.getByLabel('I have read the deposit terms and accept them').check();
      await page.getByRole('button', { name: /^Continue to pay/ }).click();
      await expect(page.getByRole('button', { name: 'Pay' })).toBeVisible();
    });
  }
});

test.describe('a late deposit', () => {
  /** Past the sample dealers' 15-minute hold. */
  const LATER_MS = 16 * 60_000;

  test('paid after another buyer took the car is refunded, and the reservation page says so', async ({
    page,
  }, testInfo) => {
    const car = reservableCar(STRIPE_DEALER, 9, testInfo.project.name);
    const origin = tenantOrigin(STRIPE_DEALER, server.port);
    const checkout = `/api/dealerships/${car.dealership_id}/payment_intent?car_id=${car.id}&origin=${encodeURIComponent(origin)}`;
    const details = {
      name: 'Mia',
      last_name: 'Ng',
      email: 'mia@example.com',
      phone: '0412 345 678',
      terms_accepted: true,
    };
    // Mia starts paying now; her hold lapses while her bank takes its time.
    const started = await page.request.post(url(STRIPE_DEALER, checkout), {
      headers: { origin, 'idempotency-key': `late-mia-${testInfo.project.name}` },
      data: details,
    });
    expect(started.status()).toBe(200);
    const mia = (await started.json()) as {
      paymentIntent: string;
      reservation: { id: string; token: string; reference: string };
    };
    // The same API sixteen minutes on, on the same database: Bo starts paying for the car,
    // then Stripe's event for Mia's payment arrives.
    const clock = () => new Date(Date.now() + LATER_MS);
    const laterStore = await openStore({ dataDir, clock });
    const later = await createPlatformApp({
      distDir: 'dist',
      logger: false,
      serveSites: false,
      rateLimits: false,
    });
    registerPaymentApi(later, {
      store: laterStore,
      env: apiEnv,
      dataDir,
      clock,
      onLeadCompleted: () => leadService.worker.wake(),
    });
    try {
      const host = new URL(origin).host;
      const bo = await later.inject({
        method: 'POST',
        url: checkout,
        headers: {
          host,
          origin,
          'content-type': 'application/json',
          'idempotency-key': `late-bo-${testInfo.project.name}`,
        },
        payload: JSON.stringify({ ...details, name: 'Bo', email: 'bo@example.com' }),
      });
      expect(bo.statusCode).toBe(200);
      const webhookUrl = stripe.webhookUrl;
      stripe.webhookUrl = null;
      await stripe.confirm(mia.paymentIntent, 'pm_card_visa').finally(() => {
        stripe.webhookUrl = webhookUrl;
      });
      const event = await stripe.waitForWebhook('payment_intent.succeeded', mia.paymentIntent);
      const signedLater = stripe.sign(event.payload, Math.floor((Date.now() + LATER_MS) / 1000));
      const received = await later.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: {
          host,
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signedLater,
        },
        payload: event.payload,
      });
      expect(received.statusCode).toBe(200);
    } finally {
      await later.close();
      await laterStore.close();
    }
    expect(stripe.refunds().filter((r) => r.payment_intent === mia.paymentIntent)).toHaveLength(1);

    const errors = trackErrors(page);
    await page.goto(
      url(
        STRIPE_DEALER,
        `/reservation?reservation=${mia.reservation.id}&token=${mia.reservation.token}`,
      ),
    );
    const notice = page.locator('main').getByRole('status');
    await expect(notice).toContainText(
      'Another buyer was already paying a deposit on this car when your payment went through.',
    );
    await expect(notice).toContainText(
      `Your deposit of ${amountOf(STRIPE_DEALER, car)} AUD has been refunded in full`,
    );
    await expect(notice).toContainText(mia.reservation.reference);
    await expect(notice.getByRole('link', { name: `Back to the ${car.name}` })).toBeVisible();
    await expect(page.getByText('Your deposit is paid')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await keepScreenshot(page, 'reservation-refunded-late');
    expect(errors).toEqual([]);

    // The dealer's record of it, with Mia's e-mail waiting in the outbox (stamped sixteen
    // minutes on; the integration tests deliver it).
    const leads = await leadService.store.listLeads(STRIPE_DEALER);
    const record = leads.find(
      (lead) => lead.fields['reservation_reference'] === mia.reservation.reference,
    );
    expect(record?.form).toBe('reserve-refunded');
    const jobs = await leadService.store.jobsForLead(record!.id);
    expect(jobs.map((job) => job.destinationKey)).toContain('shopper-email');
  });
});
