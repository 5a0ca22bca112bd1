import { loadSite, type Site } from './site.ts';

/**
 * The dealer being built. The build runs Astro once per dealer with FORECOURT_DEALER set;
 * pages and components call this instead of reading files themselves.
 */
export function currentSite(): Site {
  const slug = process.env.FORECOURT_DEALER;
  if (!slug) throw new Error('FORECOURT_DEALER is not set: build with `npm run build -- --dealer=<slug>`');
  return loadSite(slug);
}

export type { Site };
