import { DEFAULT_DATA_DIR, SQLITE_FILE_NAME } from '../store/index.ts';

export const LEADS_CLI_HELP = `Usage: npm run leads -- <command> [options]

Commands:
  list --dealer=<slug> [--status=complete|incomplete] [--since=YYYY-MM-DD]
      The dealer's leads, oldest first: id, received (UTC), status, form, name, e-mail and
      how each delivery stands.
  show <lead-id>
      One lead in full: its fields, the car it was about, its steps, and each delivery
      (status, attempts, next attempt, last error).
  retry <lead-id>
  retry --dead --dealer=<slug>
      Puts dead and disabled deliveries (of one lead, or all of a dealer's) back in the
      queue, due now, with a fresh retry window; an endpoint disabled by a 410 is enabled
      again. The running server's outbox worker then delivers them.
  export --dealer=<slug> [--out=<file.csv>] [--status=…] [--since=YYYY-MM-DD]
      The dealer's leads as CSV (RFC 4180, UTF-8, a header row, one lead per row): lead_id,
      name, last_name, email, phone, postcode, category, form, event_id, car, created,
      status, deliveries. Cells that start like a spreadsheet formula get a leading '.
      Written to standard output unless --out names a file.
  alerts --dealer=<slug> [--status=pending|sent|failed|cancelled]
      The dealer's watch alerts, oldest first: id, when the build's change was found,
      kind (price_drop, sold_or_reserved, back_in_stock), status, phone, the change, and
      when it was sent (sms, e-mail) or is due (quiet hours: 9 pm-8 am at the dealer).
  resend-alert <alert-id>
      Queues one watch alert to be sent again, by SMS and e-mail when the shopper gave
      one, on purpose past the once-per-change rule (the alert counts its resends). The
      running server's alerts worker sends it, outside quiet hours, while the shopper keeps
      that alert on.
  refund <reservation-id | RSV-XXXX-XXXX> [--dist=<dir>]
      Refunds a paid deposit in full through the provider that took it (Stripe, Till or
      St George; secrets from the variables the dealer's config.payments names), marks the
      reservation refunded, stops holding the car and requests the dealer's rebuild. The
      dealer's tenant data is read from <dist>/<slug>/ (default dist/).

Options:
  --since=YYYY-MM-DD   Only leads received on or after that day (UTC).
  --dist=<dir>         Where the built sites are, for refund (default dist/).
  --data-dir=<dir>     Where the SQLite store is (default FORECOURT_DATA_DIR, else ${DEFAULT_DATA_DIR}).
  -h, --help           This text.

Store: PostgreSQL when DATABASE_URL is set, else the SQLite file
<data dir>/${SQLITE_FILE_NAME}, the same one \`npm start\` and \`npm run api\` write.

Exit codes: 0 done; 1 unknown lead or dealer, no store yet, or a failure; 2 a wrong
command line.
`;
