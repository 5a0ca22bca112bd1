/** What building one dealer came to; `seconds` is wall time spent on that dealer. */
export type DealerBuildResult =
  | { slug: string; status: 'built'; pages: number; seconds: number; bytes: number }
  | { slug: string; status: 'skipped'; pages: number; seconds: number; bytes: number }
  | { slug: string; status: 'failed'; seconds: number; error: string };

const STATUS_LABEL = { built: 'built', skipped: 'skipped', failed: 'FAILED' } as const;

/** One line per dealer: pages, seconds, bytes; columns line up when given the widest slug. */
export function formatReportLine(
  result: DealerBuildResult,
  slugWidth = result.slug.length,
): string {
  const head = `${STATUS_LABEL[result.status].padEnd(7)}  ${result.slug.padEnd(slugWidth)}`;
  const seconds = `${result.seconds.toFixed(2)} s`;
  if (result.status === 'failed') {
    return `${head}  after ${seconds}: ${firstLine(result.error)}`;
  }
  const pages = `${formatCount(result.pages)} ${result.pages === 1 ? 'page' : 'pages'}`;
  const bytes = `${formatCount(result.bytes)} bytes`;
  const line = `${head}  ${pages.padStart(11)}  ${seconds.padStart(9)}  ${bytes.padStart(17)}`;
  return result.status === 'skipped' ? `${line}  (unchanged)` : line;
}

export function formatRunSummary(results: readonly DealerBuildResult[], seconds: number): string {
  const count = (status: DealerBuildResult['status']) =>
    results.filter((result) => result.status === status).length;
  const dealers = `${results.length} ${results.length === 1 ? 'dealer' : 'dealers'}`;
  return (
    `${dealers} in ${seconds.toFixed(2)} s: ` +
    `${count('built')} built, ${count('skipped')} skipped, ${count('failed')} failed`
  );
}

function formatCount(value: number): string {
  return value.toLocaleString('en-AU');
}

/**
 * Config errors list one problem per line under a `<file>:` heading; the report keeps one line
 * per dealer: the heading, the first problem and how many more follow.
 */
function firstLine(message: string): string {
  const lines = message
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const [head = 'unknown error', next] = lines;
  if (next === undefined || !head.endsWith(':')) return head;
  const more = lines.length > 2 ? ` (+${lines.length - 2} more)` : '';
  return `${head} ${next.replace(/^- /, '')}${more}`;
}
