/**
 * One test file's suite, run once on each engine the store supports (engines.ts): the engine's
 * database is made before the suite and dropped after it, every table is emptied before each
 * test, and every store the test opened on it is closed after the test. Where PostgreSQL does
 * not answer, its suite is skipped, reason printed, instead of failing.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe } from 'vitest';
import type { Store } from '../../../src/server/api/store/index.ts';
import { storeEngines, type StoreEngine } from './engines.ts';

const engines = await storeEngines();

/**
 * `describe('<title> on SQLite')` and `describe('<title> on PostgreSQL')`, each calling
 * `body` with its engine ready as above.
 */
export function describeEachEngine(title: string, body: (engine: StoreEngine) => void): void {
  for (const engine of engines) {
    describe.skipIf(engine.skipReason !== null)(`${title} on ${engine.name}`, () => {
      const opened: Store[] = [];
      beforeAll(() => engine.setUp());
      afterAll(() => engine.tearDown());
      beforeEach(() => engine.wipe());
      // Registered before the body's hooks, so it runs after theirs: their own close comes
      // first (closing a store twice does nothing).
      afterEach(async () => {
        for (const store of opened.splice(0)) await store.close();
      });
      body({
        ...engine,
        async open(clock) {
          const store = await engine.open(clock);
          opened.push(store);
          return store;
        },
      });
    });
  }
}
