/**
 * The gallery's own glyph, drawn like the shared set (24×24, 2px round strokes). It belongs in
 * components/ui/icon-set.ts once another page needs a full-screen button.
 */
import type { IconDrawing } from '../../../components/ui/icon-set.ts';

/** Four corners pointing out: show the photo full screen. */
export const expandIcon: IconDrawing = [['path', { d: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5' }]];
