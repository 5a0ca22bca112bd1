/**
 * Just enough of a MIME reader to take a lead e-mail apart in tests: headers, multipart bodies,
 * quoted-printable and base64 transfer encodings, UTF-8 text.
 */

export interface MimePart {
  /** Header values by lower-case name, folded lines joined. */
  headers: Map<string, string>;
  /** The media type, lower case ('multipart/alternative', 'text/plain'). */
  type: string;
  /** The decoded text of a leaf part; '' for a multipart. */
  text: string;
  parts: MimePart[];
}

function splitHead(raw: string): [string, string] {
  const at = raw.indexOf('\r\n\r\n');
  return at < 0 ? [raw, ''] : [raw.slice(0, at), raw.slice(at + 4)];
}

function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** RFC 2047 encoded words ('=?UTF-8?Q?New_lead=3A…?='), as nodemailer writes non-ASCII headers. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_word, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function parameter(value: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}="?([^";]+)"?`, 'i').exec(value);
  return match?.[1];
}

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** Reads a raw message with CRLF line ends, as SMTP carries it and .eml files store it. */
export function parseMime(raw: string): MimePart {
  const [head, body] = splitHead(raw);
  const headers = parseHeaders(head);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const type = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  const boundary = parameter(contentType, 'boundary');
  if (type.startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`);
    const parts = sections
      .slice(1)
      .filter((section) => !section.startsWith('--'))
      .map((section) => parseMime(section.replace(/^\r\n/, '').replace(/\r\n$/, '')));
    return { headers, type, text: '', parts };
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  return { headers, type, text: decodeBody(body, encoding), parts: [] };
}

/** Every leaf part of a message, depth first. */
export function leafParts(part: MimePart): MimePart[] {
  return part.parts.length === 0 ? [part] : part.parts.flatMap(leafParts);
}
