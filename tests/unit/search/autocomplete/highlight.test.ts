import { describe, expect, it } from 'vitest';
import {
  HIGHLIGHT_POST as POST,
  HIGHLIGHT_PRE as PRE,
  highlightParts,
} from '../../../../src/lib/search/autocomplete/index.ts';

describe('highlightParts', () => {
  it('splits the engine’s highlight into marked and plain parts', () => {
    expect(
      highlightParts('2024 Subaru Forester', `2024 ${PRE}Sub${POST}aru ${PRE}For${POST}ester`),
    ).toEqual([
      { text: '2024 ', match: false },
      { text: 'Sub', match: true },
      { text: 'aru ', match: false },
      { text: 'For', match: true },
      { text: 'ester', match: false },
    ]);
  });

  it('marks a whole name and joins neighbouring marks', () => {
    expect(highlightParts('Mazda CX-5', `${PRE}Mazda${POST}${PRE} CX-5${POST}`)).toEqual([
      { text: 'Mazda CX-5', match: true },
    ]);
  });

  it('falls back to the plain name without a highlight, or with one for another text', () => {
    const plain = [{ text: '2024 Subaru Forester', match: false }];
    expect(highlightParts('2024 Subaru Forester', undefined)).toEqual(plain);
    expect(highlightParts('2024 Subaru Forester', '')).toEqual(plain);
    expect(highlightParts('2024 Subaru Forester', `2023 ${PRE}Sub${POST}aru Forester`)).toEqual(
      plain,
    );
  });

  it('treats an unclosed or stray tag as plain text', () => {
    expect(highlightParts('Kia Seltos', `Kia ${PRE}Seltos`)).toEqual([
      { text: 'Kia Seltos', match: false },
    ]);
    expect(highlightParts('Kia Seltos', `Kia${POST} Seltos`)).toEqual([
      { text: 'Kia Seltos', match: false },
    ]);
  });

  it('keeps markup-like text as text', () => {
    expect(highlightParts('<b>Ute</b>', `<b>${PRE}Ute${POST}</b>`)).toEqual([
      { text: '<b>', match: false },
      { text: 'Ute', match: true },
      { text: '</b>', match: false },
    ]);
  });
});
