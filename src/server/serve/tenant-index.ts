import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { readBuildRecord, type BuildRecord } from '../build/build-record.ts';
import { isDealerDirName } from '../build/dealers.ts';
import { tenantOrigin } from './tenant-url.ts';
import { escapeHtml } from '../../lib/html/escape.ts';

/** Every built site under distDir: a folder with a build record (sorted by slug). */
export async function listTenants(distDir: string): Promise<BuildRecord[]> {
  const entries = await readdir(distDir, { withFileTypes: true }).catch(() => []);
  const records: BuildRecord[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || !isDealerDirName(entry.name)) continue;
    const record = await readBuildRecord(path.join(distDir, entry.name));
    if (record && record.slug === entry.name) records.push(record);
  }
  return records.sort((a, b) => a.slug.localeCompare(b.slug));
}

/** A plain page linking each tenant at `http://<slug>.localhost:<port>/`. */
export function renderTenantIndex(tenants: readonly BuildRecord[], port: number): string {
  const rows = tenants.map((tenant) => {
    const origin = tenantOrigin(tenant.slug, port);
    return (
      `<tr><td><a href="${escapeHtml(origin)}/">${escapeHtml(tenant.slug)}</a></td>` +
      `<td>${escapeHtml(tenant.siteUrl)}</td>` +
      `<td class="n">${tenant.pages.toLocaleString('en-AU')}</td>` +
      `<td><time datetime="${escapeHtml(tenant.builtAt)}">${escapeHtml(formatTime(tenant.builtAt))}</time></td></tr>`
    );
  });
  const body = tenants.length
    ? `<table><thead><tr><th scope="col">Site</th><th scope="col">Public URL</th>` +
      `<th scope="col" class="n">Pages</th><th scope="col">Built</th></tr></thead>` +
      `<tbody>${rows.join('')}</tbody></table>`
    : '<p>No dealer sites are built yet. Run <code>npm run build</code>.</p>';
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Forecourt: local dealer sites</title>
<style>
body{font:1rem/1.5 system-ui,sans-serif;max-width:60rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}
h1{font-size:1.5rem}table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:.5rem .75rem;border-bottom:1px solid #ddd}
.n{text-align:right}a{color:#0b57d0}p.note{color:#555}
</style>
</head>
<body>
<main>
<h1>Forecourt: local dealer sites</h1>
${body}
<p class="note">Each site is served from its own host, as a CDN serves each dealer's domain. The platform API answers under <code>/api/</code> on every host.</p>
</main>
</body>
</html>
`;
}

function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
}
