/**
 * Characters XML 1.0 cannot carry at all, not even escaped: C0 controls other than tab, line
 * feed and carriage return, lone surrogates, U+FFFE and U+FFFF. A pasted form field can hold
 * them; a document containing one is not well-formed and a CRM would reject the whole lead.
 */
const FORBIDDEN_IN_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text with the characters XML 1.0 forbids dropped (escaping the rest is the builder's job). */
export function xmlSafeText(text: string): string {
  return text.replace(FORBIDDEN_IN_XML, '');
}
