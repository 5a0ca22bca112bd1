export { contrastRatio, relativeLuminance, blend, isDark, parseHex } from './colour.ts';
export { resolvePalette, type Palette } from './palette.ts';
export { themeTokens, tokenDeclarations, rootTokenRule } from './tokens.ts';
export {
  contrastProblems,
  contrastWarnings,
  AA_TEXT,
  CHECKED_PAIRS,
  type ContrastProblem,
} from './contrast-check.ts';
export {
  documentTitle,
  canonicalUrl,
  absoluteUrl,
  htmlLang,
  ogLocale,
  type Country,
} from './page-head.ts';
export { faviconSvg, faviconDataUrl } from './favicon.ts';
export { jsonLdText, breadcrumbListLd, type Crumb } from './json-ld.ts';
