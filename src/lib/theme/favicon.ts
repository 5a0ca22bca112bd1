/**
 * A generated favicon: the dealer's initial on its primary colour. Inlined as a data URL so
 * there is no extra request and no per-dealer asset to manage.
 */
export function faviconSvg(name: string, background: string, foreground: string): string {
  const initial = escapeXml(firstLetter(name));
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'>` +
    `<rect width='64' height='64' rx='14' fill='${background}'/>` +
    `<text x='32' y='45' text-anchor='middle' font-family='system-ui,Arial,sans-serif' ` +
    `font-size='38' font-weight='700' fill='${foreground}'>${initial}</text></svg>`
  );
}

export function faviconDataUrl(name: string, background: string, foreground: string): string {
  // Only the characters that break a data URL or an attribute are escaped, to keep it short.
  const svg = faviconSvg(name, background, foreground).replace(/[%#<>"]/g, (c) =>
    encodeURIComponent(c),
  );
  return `data:image/svg+xml,${svg}`;
}

function firstLetter(name: string): string {
  const match = /[\p{L}\p{N}]/u.exec(name);
  return (match?.[0] ?? '?').toUpperCase();
}

function escapeXml(text: string): string {
  return text.replace(/[&<>'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
