// npm start [-- --port=<n>] [--force] [--skip-build] [--verbose]
// Builds missing or outdated dealer sites, then serves every one at http://<slug>.localhost:<port>/
// with an index at http://localhost:<port>/ and the platform API under /api/* on every host.
// PORT works too; the default port is 4321. LOG_LEVEL=info prints one line per request (the
// default, warn, keeps the terminal quiet); FORECOURT_* settings: src/server/api/app/env-options.ts.
import { parseArgs } from 'node:util';
import { parsePort } from '../src/server/build/cli-args.ts';
import { runStartCli } from '../src/server/serve/start-cli.ts';

process.env['ASTRO_TELEMETRY_DISABLED'] ??= '1';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    force: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
  },
  strict: true,
});

const running = await runStartCli({
  port: parsePort(values.port),
  force: values.force,
  verbose: values.verbose,
  skipBuild: values['skip-build'],
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void running.close().then(() => process.exit(0));
  });
}
