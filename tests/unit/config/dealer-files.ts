import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDealer, type Dealer } from '../../../src/lib/config/index.ts';
import { dealersDir, listDealerSlugs } from '../../../src/server/dealer-files.ts';

export const DEALERS_DIR = dealersDir('dealers');

export interface DealerFile {
  slug: string;
  file: string;
  raw: Record<string, unknown>;
  dealer: Dealer;
}

/** Every dealer directory in dealers/, read and parsed, so a new dealer is covered automatically. */
export function loadDealerFiles(): DealerFile[] {
  return listDealerSlugs(DEALERS_DIR).map((slug) => {
    const file = path.join('dealers', slug, 'dealer.json');
    const raw = JSON.parse(
      readFileSync(path.join(DEALERS_DIR, slug, 'dealer.json'), 'utf8'),
    ) as Record<string, unknown>;
    return { slug, file, raw, dealer: parseDealer(raw, file) };
  });
}
