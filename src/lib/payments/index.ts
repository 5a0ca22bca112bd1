/** The reserve flow's payment rules, pure and shared by the payment API's routes and adapters. */
export * from './money.ts';
export * from './reference.ts';
export * from './hold.ts';
export * from './signatures.ts';
export * from './return-urls.ts';
export * from './idempotency.ts';
export * from './outcomes.ts';
