/**
 * The child process of the kill test: accepts leads in a tight loop, as a client retrying with
 * Idempotency-Keys would send them, and prints each one only after its commit:
 * `ack <n> <lead id> <new|replay>`. Started with a JSON argument: the store's location, the
 * tenant and the first request number.
 */
import { openStore } from '../../../src/server/api/store/index.ts';
import { enquiry } from '../store/sample-leads.ts';

interface ChildArguments {
  databaseUrl?: string;
  dataDir: string;
  tenant: string;
  from: number;
}

const { databaseUrl, dataDir, tenant, from } = JSON.parse(
  process.argv[2] ?? '{}',
) as ChildArguments;
const store = await openStore({ databaseUrl, dataDir });
for (let n = from; ; n++) {
  const result = await store.acceptLead({
    ...enquiry(tenant, `Shopper ${n}`),
    idempotencyKey: `key-${n}`,
    requestHash: `hash-${n}`,
  });
  if (result.kind !== 'accepted') {
    process.stderr.write(`request ${n} was not accepted: ${result.kind}\n`);
    process.exit(3);
  }
  // Pipes are written synchronously on Linux: once this returns, the parent can read the line.
  process.stdout.write(`ack ${n} ${result.leadId} ${result.replay ? 'replay' : 'new'}\n`);
}
