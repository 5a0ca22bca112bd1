import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { toCsv } from '../../../lib/leads/csv.ts';
import { LEAD_EXPORT_HEADER, leadExportRow } from '../../../lib/leads/lead-export.ts';
import type { ListLeadsOptions, Store } from '../store/index.ts';
import type { CliIo } from './cli-io.ts';
import { jobsByLead } from './list-command.ts';

export async function exportCommand(
  store: Store,
  io: CliIo,
  dealer: string,
  options: ListLeadsOptions,
  out: string | undefined,
): Promise<void> {
  const leads = await store.listLeads(dealer, options);
  const jobs = jobsByLead(await store.jobsForLeads(leads.map((lead) => lead.id)));
  const csv = toCsv(
    LEAD_EXPORT_HEADER,
    leads.map((lead) => leadExportRow(lead, jobs.get(lead.id) ?? [])),
  );
  if (!out) {
    io.out(csv);
    return;
  }
  const file = path.resolve(io.cwd, out);
  await writeFile(file, csv);
  io.err(`Wrote ${leads.length} lead${leads.length === 1 ? '' : 's'} of ${dealer} to ${file}.\n`);
}
