// npx node scripts/sample-media.ts [--force] [slug…]
// Draws the sample dealers' media as small SVGs: every /media/… file a dealer.json refers to
// (logos, staff portraits, location buildings, model shots, hero, offer and page art) into
// dealers/<slug>/media/, plus make badges and body-style tiles for every site into public/media/.
// Existing files are kept unless --force, so a dealer's real artwork is never overwritten.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CAR_MODELS } from '../src/demo/stock/catalogue-cars.ts';
import { MOTORCYCLE_MODELS } from '../src/demo/stock/catalogue-motorcycles.ts';
import { parseDealer, type Dealer } from '../src/lib/config/index.ts';
import { slugify } from '../src/lib/stock/slug.ts';
import { dealersDir, listDealerSlugs } from '../src/server/dealer-files.ts';
import { dealerLogo, makeBadge } from './sample-media/logos.ts';
import { lookOf, type Look } from './sample-media/look.ts';
import { staffAvatar } from './sample-media/people.ts';
import { locationImage } from './sample-media/places.ts';
import { heroScene, modelImage, pageBanner, promoArt } from './sample-media/scenes.ts';
import { ALL_BODY_STYLES, bodyStyleTile } from './sample-media/vehicles.ts';

const MAX_BYTES = 6 * 1024;
const args = process.argv.slice(2);
const force = args.includes('--force');
const named = args.filter((a) => !a.startsWith('--'));
const written: string[] = [];
const oversize: string[] = [];

function write(file: string, content: string): void {
  if (Buffer.byteLength(content) > MAX_BYTES)
    oversize.push(`${file} (${Buffer.byteLength(content)} B)`);
  if (existsSync(file) && !force) return;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  written.push(file);
}

interface MediaRef {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** Every `{ url: "/media/…" }` image object in the raw dealer file. */
function mediaRefs(node: unknown, out: MediaRef[] = []): MediaRef[] {
  if (Array.isArray(node)) node.forEach((n) => mediaRefs(n, out));
  else if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    if (typeof o['url'] === 'string' && o['url'].startsWith('/media/')) {
      out.push({
        url: o['url'],
        width: Number(o['width'] ?? 0),
        height: Number(o['height'] ?? 0),
        alt: String(o['alt'] ?? ''),
      });
    }
    Object.values(o).forEach((v) => mediaRefs(v, out));
  }
  return out;
}

const STYLE_WORDS: readonly [RegExp, string][] = [
  [/ute|cannon|ranger|hilux/, 'ute'],
  [/mg4|hatch|swift|wof|impreza/, 'hatchback'],
  [/wrx|sedan/, 'sedan'],
  [/brz|coupe/, 'coupe'],
  [/tiger|himalayan|adventure|royal-enfield|triumph/, 'adventure'],
  [/z900|lams|naked/, 'naked'],
];

function styleFor(name: string, dealer: Dealer, look: Look): string {
  const model = dealer.models.find((m) => name.includes(m.slug));
  if (model) return model.bodyStyle;
  const word = STYLE_WORDS.find(([re]) => re.test(name));
  return word ? word[1] : look.motorcycles ? 'naked' : 'suv';
}

function drawRef(ref: MediaRef, dealer: Dealer, look: Look): string | null {
  const [, folder = '', file = ''] = /^\/media\/(?:([^/]+)\/)?([^/]+)\.svg$/.exec(ref.url) ?? [];
  if (folder === 'stock' || folder === 'makes' || folder === 'bodies' || file === 'not-found')
    return null;
  if (!folder && file === 'logo') return dealerLogo(look, ref.width, ref.height, false);
  if (!folder && file === 'logo-reversed') return dealerLogo(look, ref.width, ref.height, true);
  if (!folder && file === 'hero') return heroScene(look, ref.alt);
  if (folder === 'staff') {
    const person = dealer.staff.find((s) => s.photo.url === ref.url);
    if (person) return staffAvatar(person.name, look);
  }
  if (folder === 'locations') {
    const loc = dealer.locations.find((l) => l.image?.url === ref.url);
    if (loc)
      return locationImage(
        loc.location_subtype.includes('buying') ? 'buying' : loc.location_type,
        loc.name,
        look,
      );
  }
  if (folder === 'models') {
    const model = dealer.models.find((m) => m.image.url === ref.url);
    if (model) return modelImage(model.bodyStyle, `${model.manufacturer_name} ${model.name}`);
  }
  if (folder === 'offers' || folder === 'promos')
    return promoArt(look, styleFor(file, dealer, look), ref.alt);
  if (folder === 'pages')
    return pageBanner(
      look,
      /handback|key/.test(file) ? 'keys' : /ceramic|paint/.test(file) ? 'drops' : 'plain',
      ref.alt,
    );
  throw new Error(
    `no drawing for ${ref.url}: refer to it from a known place or add the file by hand`,
  );
}

const root = dealersDir();
const slugs = named.length ? named : listDealerSlugs(root);
const makes = new Set<string>([...CAR_MODELS, ...MOTORCYCLE_MODELS].map((m) => m.make));

for (const slug of slugs) {
  const file = path.join(root, slug, 'dealer.json');
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const dealer = parseDealer(raw, path.relative(process.cwd(), file));
  const look = lookOf(dealer);
  dealer.manufacturers.forEach((m) => makes.add(m.name));
  dealer.brand_items.forEach((b) => makes.add(b.name));
  for (const ref of mediaRefs(raw)) {
    const content = drawRef(ref, dealer, look);
    if (content !== null) write(path.join(root, slug, ref.url), content);
  }
}

for (const make of makes)
  write(path.join('public/media/makes', `${slugify(make)}.svg`), makeBadge(make));
for (const style of ALL_BODY_STYLES)
  write(path.join('public/media/bodies', `${style}.svg`), bodyStyleTile(style));

console.log(
  `sample-media: wrote ${written.length} file(s)${force ? '' : ' (existing files kept; --force redraws)'}`,
);
if (oversize.length) {
  console.error(`Over ${MAX_BYTES} bytes:\n  ${oversize.join('\n  ')}`);
  process.exitCode = 1;
}
