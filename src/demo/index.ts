/**
 * Sample data for demo dealers and benchmarks: a deterministic stock feed generator and the
 * drawn vehicle illustrations its cars point at. Pure, like src/lib; the stock domain (Car,
 * feed format, adapter) stays in src/lib/stock.
 */
export { generateFeed, type GenerateOptions } from './stock/generate-feed.ts';
export { illustrationSvg } from './illustrations/illustration-svg.ts';
export {
  ILLUSTRATION_VIEWS,
  STOCK_MEDIA_PREFIX,
  illustrationUrl,
  parseIllustrationUrl,
  type IllustrationRef,
  type IllustrationView,
} from './illustrations/illustration-urls.ts';
