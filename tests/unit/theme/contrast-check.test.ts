import { describe, expect, it } from 'vitest';
import { contrastProblems, contrastWarnings } from '../../../src/lib/theme/contrast-check.ts';
import { theme } from './fixtures.ts';

describe('contrastProblems', () => {
  it('finds nothing wrong with an accessible theme', () => {
    expect(contrastProblems(theme())).toEqual([]);
  });

  it('reports white on a light primary', () => {
    const light = theme({ primary: '#6fa8dc', header_bg: '#0b3d91' });
    const [problem, ...rest] = contrastProblems(light);
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({
      foreground: 'on_primary',
      background: 'primary',
      fields: ['theme.colours.on_primary', 'theme.colours.primary'],
      colours: ['#ffffff', '#6fa8dc'],
      required: 4.5,
    });
    expect(problem?.ratio).toBeLessThan(4.5);
  });

  it('checks text and muted against both surfaces', () => {
    const pairs = contrastProblems(theme({ muted: '#9aa0a6' })).map(
      (p) => `${p.foreground}/${p.background}`,
    );
    expect(pairs).toEqual(['muted/surface', 'muted/surface_alt']);
  });

  it('checks the header and footer pairs, naming defaulted fields', () => {
    const problems = contrastProblems(theme({ header_bg: '#ffffff' }));
    expect(problems.map((p) => p.fields)).toEqual([
      ['theme.colours.header_text (unset, defaults to on_primary)', 'theme.colours.header_bg'],
    ]);
    const footer = contrastProblems(theme({ footer_bg: '#333333', footer_text: '#555555' }));
    expect(footer.map((p) => p.foreground)).toEqual(['footer_text']);
  });

  it('checks on_accent against accent', () => {
    expect(contrastProblems(theme({ accent: '#e4572e' })).map((p) => p.background)).toEqual([
      'accent',
    ]);
  });
});

describe('contrastWarnings', () => {
  it('names the dealer file, fields, colours and ratio', () => {
    const lines = contrastWarnings(theme({ primary: '#6fa8dc' }), 'dealers/x/dealer.json');
    expect(lines).toEqual([
      'dealers/x/dealer.json: theme.colours.on_primary #ffffff on theme.colours.primary #6fa8dc has contrast 2.52:1, below WCAG AA 4.5:1',
      'dealers/x/dealer.json: theme.colours.header_text (unset, defaults to on_primary) #ffffff on theme.colours.header_bg (unset, defaults to primary) #6fa8dc has contrast 2.52:1, below WCAG AA 4.5:1',
    ]);
  });

  it('never rounds a failing ratio up to the requirement', () => {
    // #777777 on white is 4.48:1.
    const [line] = contrastWarnings(theme({ muted: '#777777', surface_alt: '#ffffff' }), 'f');
    expect(line).toContain('has contrast 4.47:1');
  });
});
