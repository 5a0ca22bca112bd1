import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    // Child processes, not threads: build tests run Astro, which needs process.chdir().
    pool: 'forks',
    // Integration tests start real servers and builds; a slow CI box needs headroom.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
