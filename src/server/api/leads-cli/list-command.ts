import { deliverySummary, fieldText } from '../../../lib/leads/lead-export.ts';
import type { DeliveryJob, ListLeadsOptions, Store, StoredLead } from '../store/index.ts';
import type { CliIo } from './cli-io.ts';

/** '2025-03-01 09:30': minutes are enough to find a lead in a list. */
export function shortTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

export function shopperName(lead: StoredLead): string {
  return [fieldText(lead.fields['name']), fieldText(lead.fields['last_name'])]
    .filter(Boolean)
    .join(' ');
}

export function jobsByLead(jobs: readonly DeliveryJob[]): Map<string, DeliveryJob[]> {
  const byLead = new Map<string, DeliveryJob[]>();
  for (const job of jobs) byLead.set(job.leadId, [...(byLead.get(job.leadId) ?? []), job]);
  return byLead;
}

/** One line per row: a line break or tab a shopper typed would break the columns. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function table(cells: readonly string[][]): string[] {
  const rows = cells.map((row) => row.map(oneLine));
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => row[column]?.length ?? 0)),
  );
  return rows.map((row) =>
    row
      .map((cell, column) =>
        column === row.length - 1 ? cell : cell.padEnd(widths?.[column] ?? 0),
      )
      .join('  ')
      .trimEnd(),
  );
}

export async function listCommand(
  store: Store,
  io: CliIo,
  dealer: string,
  options: ListLeadsOptions,
): Promise<void> {
  const leads = await store.listLeads(dealer, options);
  if (!leads.length) {
    io.out(`No leads for ${dealer}${options.status ? ` (${options.status})` : ''}.\n`);
    return;
  }
  const jobs = jobsByLead(await store.jobsForLeads(leads.map((lead) => lead.id)));
  const rows = leads.map((lead) => [
    lead.id,
    shortTime(lead.createdAt),
    lead.status,
    lead.form,
    shopperName(lead),
    fieldText(lead.fields['email']),
    deliverySummary(jobs.get(lead.id) ?? []),
  ]);
  const header = ['LEAD', 'RECEIVED (UTC)', 'STATUS', 'FORM', 'NAME', 'EMAIL', 'DELIVERIES'];
  io.out(table([header, ...rows]).join('\n') + '\n');
  io.out(`${leads.length} lead${leads.length === 1 ? '' : 's'} for ${dealer}.\n`);
}
