import { describe, expect, it } from 'vitest';
import { csvCell, csvRow, toCsv } from '../../../src/lib/leads/csv.ts';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\r\nlf', '"cr\r\nlf"'],
    [' padded ', '" padded "'],
    ['Zoë Ōtautahi', 'Zoë Ōtautahi'],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ['+61 412 555 012', "'+61 412 555 012"],
    ['-1+2', "'-1+2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
  ])('keeps the formula-like %j as text', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('csvRow and toCsv', () => {
  it('joins cells with commas and ends every row in CRLF', () => {
    expect(csvRow(['a', 'b,c', ''])).toBe('a,"b,c",');
    expect(
      toCsv(
        ['h1', 'h2'],
        [
          ['1', '2'],
          ['x"y', 'z'],
        ],
      ),
    ).toBe('h1,h2\r\n1,2\r\n"x""y",z\r\n');
  });

  it('writes only the header when there are no rows', () => {
    expect(toCsv(['only'], [])).toBe('only\r\n');
  });
});
