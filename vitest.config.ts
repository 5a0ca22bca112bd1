import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    // Child processes, not threads: build tests run Astro, which needs process.chdir().
    pool: 'forks',
    // Two files at once, not vitest's default of one fewer than the cores (one on a 2-core
    // box): most files wait on servers, databases, child processes and disk, and the unit
    // files' time is mostly each fork's start-up and module loading, so a second fork uses the
    // other core. Every file makes its own directories, ports and databases, so files never
    // share state. `--maxWorkers=N` overrides it.
    maxWorkers: 2,
    // Integration tests start real servers and builds; a slow CI box needs headroom.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // A build's server bundle (`<outDir>/.prerender…/`) is loaded by Node itself, as in a real
    // build: the build watches the very module Astro loads (src/server/build/astro-from-bundle.ts).
    server: { deps: { external: [/\/\.prerender[^/]*\//] } },
  },
});
