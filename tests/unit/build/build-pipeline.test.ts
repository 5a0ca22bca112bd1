// Real Astro builds of a stand-in project, one after another in this process, as a build
// process runs them. Kept in one file: builds share process state and must not overlap.
import { mkdir, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAstroBuild } from '../../../src/server/build/astro-build.ts';
import { readBuildRecord } from '../../../src/server/build/build-record.ts';
import { buildDealer, type BuildContext } from '../../../src/server/build/dealer-build.ts';
import { FIXTURE_PROJECT, siteUrlOf, writeFixtureDealer } from './fixture-dealers.ts';

let work: string;
let context: BuildContext;

const read = (slug: string, file: string) =>
  readFile(path.join(context.distDir, slug, file), 'utf8');

beforeAll(async () => {
  await mkdir(path.join(FIXTURE_PROJECT, 'dist'), { recursive: true });
  work = await mkdtemp(path.join(FIXTURE_PROJECT, 'dist', 'test-'));
  context = {
    projectRoot: FIXTURE_PROJECT,
    dealersDir: path.join(work, 'dealers'),
    distDir: path.join(work, 'sites'),
    projectFingerprint: 'fixture',
    force: false,
    verbose: false,
  };
  await writeFixtureDealer(context.dealersDir, 'alpha', { cars: 2 });
  await writeFixtureDealer(context.dealersDir, 'beta', { cars: 4 });
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('building dealers one after another in one process', () => {
  it('gives each dealer its own pages, sitemap, robots.txt, 404 page, media and record', async () => {
    const alpha = await buildDealer('alpha', context);
    const beta = await buildDealer('beta', context);
    expect(alpha.result).toMatchObject({ status: 'built', pages: 5 }); // home, private, 404, 2 cars
    expect(beta.result).toMatchObject({ status: 'built', pages: 7 });

    expect(await read('alpha', 'index.html')).toContain('Home of alpha');
    expect(await read('beta', 'index.html')).toContain('Home of beta');
    expect(await readdir(path.join(context.distDir, 'beta', 'cars'))).toHaveLength(4);

    const beta404 = await read('beta', '404.html');
    const sitemap = await read('beta', 'sitemap.xml');
    expect(sitemap).toContain(`<loc>${siteUrlOf('beta')}/</loc>`);
    expect(sitemap).toContain(`<loc>${siteUrlOf('beta')}/cars/car-4</loc>`);
    expect(sitemap).not.toMatch(/404|private|alpha/);
    expect(await read('beta', 'robots.txt')).toContain(`Sitemap: ${siteUrlOf('beta')}/sitemap.xml`);
    expect(beta404).toContain('Page not found');
    const dealerLogo = await readFile(path.join(context.dealersDir, 'beta', 'media', 'logo.svg'));
    expect(await readFile(path.join(context.distDir, 'beta', 'media', 'logo.svg'))).toEqual(
      dealerLogo,
    );

    const record = await readBuildRecord(path.join(context.distDir, 'beta'));
    expect(record).toMatchObject({ slug: 'beta', siteUrl: siteUrlOf('beta'), pages: 7 });
    expect(record?.bytes).toBe(beta.result.status === 'built' ? beta.result.bytes : -1);
  });

  it('measures the static-generation phase inside the build', async () => {
    const outcome = await buildDealer('alpha', { ...context, force: true });
    expect(outcome.timings?.generateMs).toBeGreaterThan(0);
    expect(outcome.timings?.generateMs).toBeLessThan(outcome.timings?.astroMs ?? 0);
    expect(outcome.timings?.routes['/cars/[id]']?.pages).toBe(2);
  });

  it('renders every page as of one moment, the one set beforehand when there is one', async () => {
    const builtAt = async (file: string) =>
      /Built ([^<]+)/.exec(await read('alpha', file))?.[1] ?? 'no time';
    const start = Date.now();
    await buildDealer('alpha', { ...context, force: true });
    const home = await builtAt('index.html');
    expect(Date.parse(home)).toBeGreaterThanOrEqual(start);
    expect(await builtAt('cars/car-1/index.html')).toBe(home);
    expect(await builtAt('cars/car-2/index.html')).toBe(home);
    expect(process.env['FORECOURT_BUILD_TIME']).toBeUndefined();

    process.env['FORECOURT_BUILD_TIME'] = '2026-11-21T23:59:59.000Z';
    try {
      await buildDealer('alpha', { ...context, force: true });
    } finally {
      delete process.env['FORECOURT_BUILD_TIME'];
    }
    expect(await builtAt('cars/car-2/index.html')).toBe('2026-11-21T23:59:59.000Z');
    // The header-like shell is reused across pages, never across builds.
    const shellBuilt = /Shell built ([^<]+)/.exec(await read('alpha', 'cars/car-2/index.html'));
    expect(shellBuilt?.[1]).toBe('2026-11-21T23:59:59.000Z');
  });

  it('reuses shared shell markup on pages it does not link to, each script once per page', async () => {
    await buildDealer('beta', { ...context, force: true });
    // Each shared part's links, without the script (which only the first part on a page has).
    const nav = (html: string) =>
      [...html.matchAll(/<nav>.*?<\/nav>/gs)].map(([markup]) =>
        markup.replace(/<script.*?<\/script>/gs, ''),
      );
    const pages = await Promise.all(
      ['index.html', ...[1, 2, 3, 4].map((n) => `cars/car-${n}/index.html`)].map((file) =>
        read('beta', file),
      ),
    );
    const [home, car1, car2, car3, car4] = pages.map(nav);

    // Pages the shell links to get their own render, marking themselves.
    expect(home?.[0]).toContain('<a href="/" aria-current="page">Home</a>');
    expect(car1?.[0]).toContain('<a href="/cars/car-1" aria-current="page">First car</a>');
    expect(car1?.[1]).toBe(car1?.[0]);
    // Every other page gets the same markup, marking nothing.
    for (const shell of [car2, car3, car4]) {
      expect(shell).toHaveLength(2);
      expect(shell?.[0]).not.toContain('aria-current');
      expect(shell?.[0]).toBe(car3?.[0]);
    }
    // The marker's script is bundled once per page, whether the page's own content shows the
    // marker too (even cars) or only the shared parts do.
    for (const html of pages) {
      expect(html.split('fixture-marker-script')).toHaveLength(2);
    }
  });

  it('skips an unchanged dealer, then rebuilds it when its inputs change', async () => {
    // An earlier test built alpha as of a fixed moment, whose day (an input of generated
    // stock) is not today's: bring it up to date first.
    await buildDealer('alpha', context);
    expect((await buildDealer('alpha', context)).result.status).toBe('skipped');
    await writeFixtureDealer(context.dealersDir, 'alpha', { cars: 3 });
    const rebuilt = await buildDealer('alpha', context);
    expect(rebuilt.result).toMatchObject({ status: 'built', pages: 6 });
  });

  it('keeps the previous site when Astro fails part-way, and leaves no aside behind', async () => {
    const before = await read('beta', 'index.html');
    await writeFixtureDealer(context.dealersDir, 'beta', { cars: 4, explode: true });
    const failed = await buildDealer('beta', context);
    expect(failed.result.status).toBe('failed');
    expect(failed.result.status === 'failed' && failed.result.error).toContain(
      'asked the build to fail',
    );
    expect(await read('beta', 'index.html')).toBe(before);
    expect((await readdir(context.distDir)).sort()).toEqual(['alpha', 'beta']);
  });

  it('refuses an output directory outside the project', async () => {
    await expect(
      runAstroBuild({
        projectRoot: FIXTURE_PROJECT,
        outDir: path.join(FIXTURE_PROJECT, '..', 'elsewhere'),
        siteUrl: 'https://x.example',
        preparedFile: path.join(work, 'alpha.v8'),
      }),
    ).rejects.toThrow(/inside the project/);
  });
});
