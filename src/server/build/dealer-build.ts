import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildAsideThenSwap } from './aside-swap.ts';
import { runAstroBuild } from './astro-build.ts';
import { readBuildRecord, writeBuildRecord } from './build-record.ts';
import { emitStockIllustrations, loadDealerInputs } from './dealer-inputs.ts';
import { DEALER_FILE, isValidSlug } from './dealers.ts';
import { combineFingerprints, dealerFingerprint } from './fingerprint.ts';
import { siteDir } from './paths.ts';
import type { DealerBuildResult } from './report.ts';
import { copyDealerMedia, directoryBytes } from './site-files.ts';

export interface BuildContext {
  projectRoot: string;
  dealersDir: string;
  distDir: string;
  /** projectFingerprint(projectRoot), computed once per run. */
  projectFingerprint: string;
  force: boolean;
  verbose: boolean;
}

/** Where a built dealer's time went (ms); the bench splits fixed and per-page cost with it. */
export interface BuildTimings {
  totalMs: number;
  loadMs: number;
  astroMs: number;
  generateMs: number;
  postMs: number;
  pages: number;
}

export interface DealerBuildOutcome {
  result: DealerBuildResult;
  timings?: BuildTimings;
  /** The full error (stack, every config issue) behind a failed result. */
  error?: unknown;
}

/**
 * Builds one dealer into `dist/<slug>/`, or skips it when its fingerprint matches the one
 * recorded in the site already there. Never throws: a failure is a result, so one broken
 * dealer does not stop the others.
 */
export async function buildDealer(slug: string, ctx: BuildContext): Promise<DealerBuildOutcome> {
  const start = performance.now();
  const seconds = () => (performance.now() - start) / 1000;
  try {
    const dealerDir = path.join(ctx.dealersDir, slug);
    if (!isValidSlug(slug)) {
      throw new Error(`"${slug}" is not a valid dealer slug (lowercase letters, digits, hyphens)`);
    }
    if (!existsSync(path.join(dealerDir, DEALER_FILE))) {
      throw new Error(`no ${path.join(dealerDir, DEALER_FILE)}`);
    }
    const fingerprint = combineFingerprints(
      ctx.projectFingerprint,
      await dealerFingerprint(ctx.dealersDir, slug),
    );
    const previous = ctx.force ? null : await readBuildRecord(siteDir(ctx.distDir, slug));
    if (previous?.fingerprint === fingerprint) {
      const { pages, bytes } = previous;
      return { result: { slug, status: 'skipped', pages, bytes, seconds: seconds() } };
    }
    const built = await buildAsideThenSwap(ctx.distDir, slug, async (outDir) => {
      const loadStart = performance.now();
      const inputs = await loadDealerInputs(ctx.projectRoot, ctx.dealersDir, slug);
      const loadMs = performance.now() - loadStart;
      const astro = await runAstroBuild({
        projectRoot: ctx.projectRoot,
        outDir,
        siteUrl: inputs.siteUrl,
        slug,
        dealersDir: ctx.dealersDir,
        verbose: ctx.verbose,
      });
      const postStart = performance.now();
      await copyDealerMedia(dealerDir, outDir);
      await emitStockIllustrations(ctx.projectRoot, inputs.cars, outDir);
      const bytes = await directoryBytes(outDir);
      await writeBuildRecord(outDir, {
        slug,
        siteUrl: inputs.siteUrl,
        fingerprint,
        builtAt: new Date().toISOString(),
        pages: astro.pages,
        bytes,
        seconds: Number(seconds().toFixed(3)),
      });
      return { bytes, loadMs, astro, postStart };
    });
    const totalMs = performance.now() - start;
    const { astro } = built;
    const timings: BuildTimings = {
      totalMs,
      loadMs: built.loadMs,
      astroMs: astro.astroMs,
      generateMs: astro.generateMs,
      postMs: performance.now() - built.postStart,
      pages: astro.pages,
    };
    const result: DealerBuildResult = {
      slug,
      status: 'built',
      pages: astro.pages,
      bytes: built.bytes,
      seconds: totalMs / 1000,
    };
    return { result, timings };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { result: { slug, status: 'failed', seconds: seconds(), error: message }, error };
  }
}
