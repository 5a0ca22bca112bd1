import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildAsideThenSwap } from './aside-swap.ts';
import { readBuildRecord, writeBuildRecord, type BuildRecord } from './build-record.ts';
import { isRemovedCarExpired, listedCar } from '../../lib/cars/removed-cars.ts';
import { emitDealerFiles } from './emit-dealer-files.ts';
import { builtSourceScan, emitHeaders, servedFiles } from './emit-headers.ts';
import { precompressSite, type PrecompressResult } from './precompress.ts';
import { renderSite } from './render-site.ts';
import { prepareDealer, type PreviousStock } from '../prepare/prepare-dealer.ts';
import { buildNow } from '../build-clock.ts';
import { DEALER_FILE, isValidSlug } from './dealers.ts';
import { combineFingerprints, dealerFingerprint } from './fingerprint.ts';
import { cpuMs } from '../../integrations/build-phases.ts';
import { siteDir } from './paths.ts';
import { StepTimes } from './step-times.ts';
import type { DealerBuildResult } from './report.ts';
import { assertSiteComplete, copyDealerMedia, directoryBytes, listFiles } from './site-files.ts';
import { checkStockDrop, type StockDropAcceptance } from './stock-drop-guard.ts';

export interface BuildContext {
  projectRoot: string;
  dealersDir: string;
  distDir: string;
  /** projectFingerprint(projectRoot), computed once per run. */
  projectFingerprint: string;
  force: boolean;
  verbose: boolean;
  /** false renders the header and footer on every page (SiteContextOptions). Default true. */
  reuseSharedMarkup?: boolean;
  /** Dealers allowed to lose more than half their cars at once (the broken-feed guard). */
  acceptStockDrop?: StockDropAcceptance | undefined;
  /**
   * Where server bundles are kept for later builds of the same code (kept-bundle.ts); absent
   * or null, Vite builds every dealer's bundle.
   */
  keptBundlesDir?: string | null | undefined;
}

/** Where a built dealer's time went (ms); the bench splits fixed and per-page cost with it. */
export interface BuildTimings {
  totalMs: number;
  loadMs: number;
  astroMs: number;
  generateMs: number;
  postMs: number;
  /** Named steps after Astro (media, files, size, precompress, headers), ms each. */
  postSteps: Record<string, number>;
  /** What precompression did: files, copies written, copies reused from the last build. */
  compressed: PrecompressResult;
  /** CPU time (all threads) of the whole dealer build and of static generation. */
  cpuTotalMs: number;
  cpuGenerateMs: number;
  pages: number;
  /** Of those, taken unchanged from the site this build replaced (page-reuse.ts). */
  reusedPages: number;
  /** Generation time per route pattern, e.g. `/search/[...path]` → { pages, ms }. */
  routes: Record<string, { pages: number; ms: number }>;
  /** Whether the server bundle came from an earlier build of the same code (kept-bundle.ts). */
  keptBundle: boolean;
}

export interface DealerBuildOutcome {
  result: DealerBuildResult;
  timings?: BuildTimings;
  /** The full error (stack, every config issue) behind a failed result. */
  error?: unknown;
  /** Things worth a look that did not stop the build (stock vehicles skipped, with reasons). */
  warnings?: readonly string[];
}

/**
 * The skipped outcome when the site in `dist/<slug>/` was built from exactly these inputs;
 * null when it must be (re)built. Cheap: hashing, no Astro.
 */
export async function unchangedOutcome(
  slug: string,
  ctx: BuildContext,
): Promise<DealerBuildOutcome | null> {
  const start = performance.now();
  if (!isValidSlug(slug) || !existsSync(path.join(ctx.dealersDir, slug, DEALER_FILE))) return null;
  const previous = await readBuildRecord(siteDir(ctx.distDir, slug));
  return skippedIfUnchanged(slug, await fingerprintOf(slug, ctx), previous, buildNow(), start);
}

async function fingerprintOf(slug: string, ctx: BuildContext): Promise<string> {
  return combineFingerprints(ctx.projectFingerprint, await dealerFingerprint(ctx.dealersDir, slug));
}

/**
 * Unchanged inputs are not enough: pages are true on the day they are served, so a dealer is
 * rebuilt once a dated rule on its pages has crossed a boundary since its last build (a promo
 * card or offer ending, a new-arrival tag running out, a special day coming up: the record's
 * nextBoundary), and a removed car's page must go once its days are up.
 */
function skippedIfUnchanged(
  slug: string,
  fingerprint: string,
  previous: BuildRecord | null,
  now: Date,
  start: number,
): DealerBuildOutcome | null {
  if (previous?.fingerprint !== fingerprint) return null;
  if (boundaryPassed(previous, now)) return null;
  if (previous.removed?.some((car) => isRemovedCarExpired(car, now))) return null;
  const seconds = (performance.now() - start) / 1000;
  return {
    result: { slug, status: 'skipped', pages: previous.pages, bytes: previous.bytes, seconds },
  };
}

/** True when the last build's pages may read differently at `now` than when they were built. */
export function boundaryPassed(previous: BuildRecord, now: Date): boolean {
  const boundary = previous.nextBoundary;
  return typeof boundary === 'string' && now.getTime() >= Date.parse(boundary);
}

/** What the next build needs of the last one to find the cars that left the feed. */
function previousStock(previous: BuildRecord | null): PreviousStock | undefined {
  if (!previous) return undefined;
  return { listed: previous.listed ?? [], removed: previous.removed ?? [] };
}

/**
 * Builds one dealer into `dist/<slug>/`, or skips it when its fingerprint matches the one
 * recorded in the site already there. Never throws: a failure is a result, so one broken
 * dealer does not stop the others.
 */
export async function buildDealer(slug: string, ctx: BuildContext): Promise<DealerBuildOutcome> {
  const start = performance.now();
  const cpuStart = cpuMs();
  const seconds = () => (performance.now() - start) / 1000;
  try {
    const dealerDir = path.join(ctx.dealersDir, slug);
    if (!isValidSlug(slug)) {
      throw new Error(`"${slug}" is not a valid dealer slug (lowercase letters, digits, hyphens)`);
    }
    if (!existsSync(path.join(dealerDir, DEALER_FILE))) {
      throw new Error(`no ${path.join(dealerDir, DEALER_FILE)}`);
    }
    const fingerprint = await fingerprintOf(slug, ctx);
    const previous = await readBuildRecord(siteDir(ctx.distDir, slug));
    // One moment for every page of this build (or the one set beforehand, to rebuild a site
    // as of that moment).
    const now = buildNow();
    const skipped = ctx.force ? null : skippedIfUnchanged(slug, fingerprint, previous, now, start);
    if (skipped) return skipped;
    const built = await buildAsideThenSwap(ctx.distDir, slug, async (outDir) => {
      const loadStart = performance.now();
      const prepared = prepareDealer(slug, {
        dealersDir: ctx.dealersDir,
        now,
        previousStock: previousStock(previous),
      });
      const cars = prepared.site.cars.length;
      // Before any page renders: a broken feed fails here and the previous site stays up.
      const stockDrop = checkStockDrop({
        slug,
        previousCars: previous?.cars ?? null,
        cars,
        accepted: ctx.acceptStockDrop,
      });
      const siteUrl = prepared.site.dealer.url;
      const loadMs = performance.now() - loadStart;
      const { astro, reuse, staging, noindex } = await renderSite({
        projectRoot: ctx.projectRoot,
        projectFingerprint: ctx.projectFingerprint,
        prepared,
        outDir,
        previousDir: ctx.force ? null : siteDir(ctx.distDir, slug),
        verbose: ctx.verbose,
        reuseSharedMarkup: ctx.reuseSharedMarkup ?? true,
        keptBundlesDir: ctx.keptBundlesDir ?? null,
      });
      // The staging worker runs until drained, whichever way the rest of the build ends.
      try {
        const pages = astro.pages + reuse.prebuilt.length;
        const postStart = performance.now();
        const steps = new StepTimes();
        await steps.time('media', () => copyDealerMedia(dealerDir, outDir));
        const emitWarnings = await steps.time('files', () => emitDealerFiles(prepared, outDir));
        await assertSiteComplete(outDir);
        // Every page is written once the staging worker is drained. The site is listed once
        // for the steps below: nothing they write (the copies, dot-files, the host file) is
        // one of the files they look at.
        await steps.time('drain', () => staging.drain());
        const listed = await steps.time('list', () => listFiles(outDir));
        const served = servedFiles(outDir, listed);
        // The site's own size, without the copies; staged pages' sizes came with their copies.
        const siteBytes = await steps.time('size', () =>
          directoryBytes(outDir, listed, (file) => staging.pages.get(file)?.bytes),
        );
        // Pages compressed as they rendered, and pages taken from the previous site, come with
        // their copies and with what they were found to hold; precompression reads every other
        // file once, and the policy's scan takes the other pages from that read.
        const scan = builtSourceScan(prepared.site);
        for (const [file, sources] of reuse.prebuiltSources) scan.add(file, sources);
        for (const [file, page] of staging.pages) scan.add(file, page.sources);
        const compressed = await steps.time('precompress', () =>
          precompressSite(outDir, {
            files: served,
            previousDir: siteDir(ctx.distDir, slug),
            onFileRead: scan.read,
            staged: staging.pages,
            skip: reuse.prebuiltFiles,
          }),
        );
        await reuse.save(outDir, scan.pages, noindex);
        const headers = await steps.time('headers', () =>
          emitHeaders(prepared.site, outDir, scan.sources(), served),
        );
        const bytes = siteBytes + headers.bytes;
        await writeBuildRecord(outDir, {
          slug,
          siteUrl,
          fingerprint,
          builtAt: new Date().toISOString(),
          asOf: now.toISOString(),
          pages,
          bytes,
          seconds: Number(seconds().toFixed(3)),
          cars,
          listed: prepared.site.cars.map(listedCar),
          removed: prepared.site.removedCars,
          nextBoundary: prepared.nextBoundary?.toISOString() ?? null,
        });
        return {
          bytes,
          loadMs,
          astro,
          postStart,
          postSteps: steps.ms,
          compressed,
          pages,
          reusedPages: reuse.prebuilt.length,
          warnings: [
            ...(stockDrop ? [stockDrop] : []),
            ...prepared.stockProblems,
            ...emitWarnings,
            ...headers.warnings,
          ],
        };
      } finally {
        await staging.drain();
      }
    });
    const totalMs = performance.now() - start;
    const { astro } = built;
    const timings: BuildTimings = {
      totalMs,
      loadMs: built.loadMs,
      astroMs: astro.astroMs,
      generateMs: astro.generateMs,
      postMs: performance.now() - built.postStart,
      postSteps: built.postSteps,
      compressed: built.compressed,
      cpuTotalMs: cpuMs() - cpuStart,
      cpuGenerateMs: astro.generateCpuMs,
      pages: built.pages,
      reusedPages: built.reusedPages,
      routes: Object.fromEntries(astro.routes),
      keptBundle: astro.keptBundle,
    };
    const result: DealerBuildResult = {
      slug,
      status: 'built',
      pages: built.pages,
      bytes: built.bytes,
      seconds: totalMs / 1000,
    };
    return { result, timings, warnings: built.warnings };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { result: { slug, status: 'failed', seconds: seconds(), error: message }, error };
  }
}
