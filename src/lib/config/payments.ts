import { z } from 'astro/zod';

/** The name of an environment variable: where a secret is read from, never the secret. */
const envName = z
  .string()
  .regex(
    /^[A-Z][A-Z0-9_]{0,63}$/,
    'must be an environment variable name such as "STRIPE_SECRET_KEY"',
  );

/** A provider's public identifier (not a secret): it appears in URLs and on cars. */
const publicKey = z.string().trim().min(1).max(200);

/**
 * `config.payments`: where the platform API finds each deposit provider's secrets (the names
 * of environment variables — a dealer file never holds a secret) and how long a started
 * checkout holds the car. Provider base URLs come from the environment only (STRIPE_API_BASE,
 * TILL_API_URL, ST_GEORGE_API_URL). The defaults let the sample dealers take deposits with
 * nothing set. Documented in docs/config-reference.md, "Payments".
 */
export const paymentsConfig = z
  .strictObject({
    stripe: z
      .strictObject({
        secret_key_env: envName.default('STRIPE_SECRET_KEY'),
        webhook_secret_env: envName.default('STRIPE_WEBHOOK_SECRET'),
      })
      .default({
        secret_key_env: 'STRIPE_SECRET_KEY',
        webhook_secret_env: 'STRIPE_WEBHOOK_SECRET',
      }),
    till: z
      .strictObject({
        /** The connector's API key (in the gateway's URLs; not a secret): generated cars' key. */
        api_key: publicKey.default('till-api-key-forecourt'),
        username_env: envName.default('TILL_USERNAME'),
        password_env: envName.default('TILL_PASSWORD'),
        shared_secret_env: envName.default('TILL_SHARED_SECRET'),
      })
      .default({
        api_key: 'till-api-key-forecourt',
        username_env: 'TILL_USERNAME',
        password_env: 'TILL_PASSWORD',
        shared_secret_env: 'TILL_SHARED_SECRET',
      }),
    st_george: z
      .strictObject({
        /** The merchant's client id at the bank (not a secret): generated cars' key. */
        client_id: publicKey.default('10000000'),
        client_secret_env: envName.default('ST_GEORGE_CLIENT_SECRET'),
      })
      .default({ client_id: '10000000', client_secret_env: 'ST_GEORGE_CLIENT_SECRET' }),
    /** Minutes a started, unpaid checkout keeps other shoppers from paying for the same car. */
    hold_minutes: z.number().int().min(1).max(120).default(15),
  })
  .default({
    stripe: { secret_key_env: 'STRIPE_SECRET_KEY', webhook_secret_env: 'STRIPE_WEBHOOK_SECRET' },
    till: {
      api_key: 'till-api-key-forecourt',
      username_env: 'TILL_USERNAME',
      password_env: 'TILL_PASSWORD',
      shared_secret_env: 'TILL_SHARED_SECRET',
    },
    st_george: { client_id: '10000000', client_secret_env: 'ST_GEORGE_CLIENT_SECRET' },
    hold_minutes: 15,
  });

export type PaymentsConfig = z.infer<typeof paymentsConfig>;
