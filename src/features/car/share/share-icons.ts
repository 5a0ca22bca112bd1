/**
 * Glyphs the shared set lacks, drawn like it (24×24, 2px round strokes; brands as generic
 * glyphs, not the networks' logos). They belong in components/ui/icon-set.ts once another
 * page shares or links out to these networks.
 */
import type { IconDrawing } from '../../../components/ui/icon-set.ts';

/** A 't' in a rounded square, the way the set draws Facebook's 'f'. */
export const twitterIcon: IconDrawing = [
  ['rect', { x: '3', y: '3', width: '18', height: '18', rx: '4.5' }],
  ['path', { d: 'M10.2 6.8v7.6a2.4 2.4 0 0 0 2.4 2.4h2.2M7.8 10.2h6.8' }],
];

/** A round speech bubble with a handset's curve. */
export const whatsappIcon: IconDrawing = [
  ['path', { d: 'M12 3.5a8.5 8.5 0 0 0-7.3 12.8L3.5 20.5l4.3-1.1A8.5 8.5 0 1 0 12 3.5z' }],
  ['path', { d: 'M9 8.8c.3 3.1 3 5.9 6.2 6.2' }],
];

/** Two chain links. */
export const linkIcon: IconDrawing = [
  ['path', { d: 'M9.5 14.5l5-5' }],
  ['path', { d: 'M11 6.5l1.8-1.8a3.9 3.9 0 0 1 5.5 5.5L16.5 12' }],
  ['path', { d: 'M13 17.5l-1.8 1.8a3.9 3.9 0 0 1-5.5-5.5L7.5 12' }],
];
