// npm run build [-- --dealer=<slug>[,<slug>…]] [--force] [--verbose] [--accept-stock-drop=<slug>[,…]|all]
// Builds each dealer into dist/<slug>/ (all dealers when none is named), skipping dealers whose
// inputs are unchanged since their last build unless --force.
import { runBuildCli } from '../src/server/build/build-cli.ts';
import { parseCliArgs } from '../src/server/build/cli-args.ts';

process.env['ASTRO_TELEMETRY_DISABLED'] ??= '1';

const options = parseCliArgs(process.argv.slice(2));
const outcomes = await runBuildCli(options);
process.exitCode = outcomes.some((outcome) => outcome.result.status === 'failed') ? 1 : 0;
