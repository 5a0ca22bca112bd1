export { runLeadsCli } from './main.ts';
export { LEADS_CLI_HELP } from './help.ts';
export { EXIT_FAILURE, EXIT_OK, EXIT_USAGE, type CliIo } from './cli-io.ts';
