import { describe, expect, it } from 'vitest';
import {
  fold,
  indexTokens,
  queryWords,
  wordSpans,
} from '../../../../src/lib/search/engine/normalise.ts';
import { distance, typoBudget, wordTypos } from '../../../../src/lib/search/engine/text-matcher.ts';
import { osa } from './reference.ts';

describe('normalisation', () => {
  it('lowercases and strips accents', () => {
    expect(fold('Škoda Citroën MĀORI')).toBe('skoda citroen maori');
  });

  it('joins words across - . \' _ so "cx5" and "CX-5" meet', () => {
    expect(queryWords('CX-5')).toEqual(['cx5']);
    expect(queryWords('  cx5, 2.5L / Hi-Lux ')).toEqual(['cx5', '25l', 'hilux']);
    expect(queryWords('!!! --- ')).toEqual([]);
  });

  it('indexes the joined word and its pieces', () => {
    expect(indexTokens('Mercedes-Benz CX-5 2.5L')).toEqual([
      'mercedesbenz',
      'mercedes',
      'benz',
      'cx5',
      'cx',
      '5',
      '25l',
      '2',
      '5l',
    ]);
    expect(indexTokens('Dual Cab (4x4)')).toEqual(['dual', 'cab', '4x4']);
    expect(indexTokens('')).toEqual([]);
  });

  it('finds word positions in the original text for highlighting', () => {
    expect(wordSpans('2024 Mazda CX-5')).toEqual([
      { start: 0, end: 4, tokens: ['2024'] },
      { start: 5, end: 10, tokens: ['mazda'] },
      { start: 11, end: 15, tokens: ['cx5', 'cx', '5'] },
    ]);
  });
});

describe('typo budget', () => {
  it('allows none below 4 letters, 1 from 4, 2 from 8, none for words with digits', () => {
    expect([
      typoBudget('kia'),
      typoBudget('ford'),
      typoBudget('corolla'),
      typoBudget('landcruiser'),
    ]).toEqual([0, 1, 1, 2]);
    expect(typoBudget('2019')).toBe(0);
    expect(typoBudget('rav4')).toBe(0);
  });
});

describe('distance (Damerau-Levenshtein, optimal string alignment)', () => {
  it('counts substitutions, insertions, deletions and transpositions as one each', () => {
    expect(distance('toyota', 'toyota', false, 2)).toBe(0);
    expect(distance('toyata', 'toyota', false, 2)).toBe(1);
    expect(distance('toyot', 'toyota', false, 2)).toBe(1);
    expect(distance('toyotaa', 'toyota', false, 2)).toBe(1);
    expect(distance('tyoota', 'toyota', false, 2)).toBe(1);
    expect(distance('landcrusier', 'landcruiser', false, 2)).toBe(1);
    expect(distance('lndcrusier', 'landcruiser', false, 2)).toBe(2);
  });

  it('reports anything above the budget as budget + 1', () => {
    expect(distance('mazda', 'honda', false, 1)).toBe(2);
    expect(distance('abcdefgh', 'zzzzzzzz', false, 2)).toBe(3);
  });

  it('measures against the closest prefix of the token in prefix mode', () => {
    expect(distance('toy', 'toyota', true, 0)).toBe(0);
    expect(distance('tyota', 'toyota', true, 1)).toBe(1);
    expect(distance('landcrui', 'landcruiser', true, 2)).toBe(0);
    expect(distance('lamdcrui', 'landcruiser', true, 2)).toBe(1);
    expect(distance('landcrus', 'landcruiser', true, 2)).toBe(1);
    expect(distance('toyotas', 'toyota', true, 1)).toBe(1);
    expect(distance('toyota', 'toy', true, 1)).toBe(2);
  });

  it('agrees with a full-matrix distance on many random pairs', () => {
    let seed = 42;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const word = (n: number) =>
      Array.from({ length: n }, () => 'abcde'[Math.floor(next() * 5)]).join('');
    for (let i = 0; i < 3000; i++) {
      const a = word(1 + Math.floor(next() * 9));
      const b = word(1 + Math.floor(next() * 9));
      const max = Math.floor(next() * 3);
      const d = osa(a, b);
      const full = d[a.length]![b.length]!;
      const prefix = Math.min(...d[a.length]!);
      expect(distance(a, b, false, max), `${a} ${b} ${max}`).toBe(Math.min(full, max + 1));
      expect(distance(a, b, true, max), `${a} ${b} ${max} prefix`).toBe(Math.min(prefix, max + 1));
    }
  });
});

describe('wordTypos', () => {
  it('matches the last word as a prefix and the others whole', () => {
    expect(wordTypos('cor', 'corolla', true)).toBe(0);
    expect(wordTypos('cor', 'corolla', false)).toBe(-1);
    expect(wordTypos('corola', 'corolla', false)).toBe(1);
    expect(wordTypos('kai', 'kia', false)).toBe(-1);
    expect(wordTypos('2019', '2018', false)).toBe(-1);
    expect(wordTypos('201', '2018', true)).toBe(0);
  });
});
