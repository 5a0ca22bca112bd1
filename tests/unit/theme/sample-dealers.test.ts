import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDealer } from '../../../src/lib/config/index.ts';
import { contrastWarnings } from '../../../src/lib/theme/contrast-check.ts';

const dealersDir = path.resolve('dealers');
const slugs = readdirSync(dealersDir, { withFileTypes: true })
  .filter((e) => e.isDirectory() && !/^[_.]/.test(e.name))
  .map((e) => e.name);

// The sample dealers are the demo of the platform: their themes must pass AA as shipped.
describe.each(slugs)('dealers/%s theme', (slug) => {
  it('has no token pair below WCAG AA', () => {
    const file = `dealers/${slug}/dealer.json`;
    const dealer = parseDealer(
      JSON.parse(readFileSync(path.join(dealersDir, slug, 'dealer.json'), 'utf8')),
      file,
    );
    expect(contrastWarnings(dealer.theme, file)).toEqual([]);
  });
});
