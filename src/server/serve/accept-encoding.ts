export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The encodings a client takes, best first, from its Accept-Encoding: `q` weights honoured
 * (`q=0` refuses), `*` standing for any, brotli before gzip when equal (it is smaller), and
 * identity last: it is always sent when nothing better is there.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name.trim()) weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const compressed = (['br', 'gzip'] as const)
    .filter((name) => weight(name) > 0)
    .sort((a, b) => weight(b) - weight(a));
  return [...compressed, 'identity'];
}
