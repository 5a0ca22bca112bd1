/** A car name split into the parts the query matched and the rest, for <mark> rendering. */
import { HIGHLIGHT_POST, HIGHLIGHT_PRE } from './request.ts';

export interface TextPart {
  text: string;
  match: boolean;
}

const untagged = (text: string) =>
  text.replaceAll(HIGHLIGHT_PRE, '').replaceAll(HIGHLIGHT_POST, '');

/**
 * The search engine's highlighted name ('2024 \u0002Sub\u0003aru Forester') as parts. The plain
 * name when the backend sent no highlight, or one that is not this name once its tags are
 * removed (a stale or mangled value never shows).
 */
export function highlightParts(name: string, highlighted: string | undefined): TextPart[] {
  if (!highlighted || untagged(highlighted) !== name) return [{ text: name, match: false }];
  const parts: TextPart[] = [];
  const add = (text: string, match: boolean) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last && last.match === match) last.text += text;
    else parts.push({ text, match });
  };
  highlighted.split(HIGHLIGHT_PRE).forEach((piece, i) => {
    // Text before the first opening tag, or after an unclosed one, is not a match.
    const end = i === 0 ? -1 : piece.indexOf(HIGHLIGHT_POST);
    if (end >= 0) add(piece.slice(0, end), true);
    add(untagged(piece.slice(end + 1)), false);
  });
  return parts;
}
