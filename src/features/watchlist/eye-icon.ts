import type { IconDrawing } from '../../components/ui/icon-set.ts';

/** The watch control's eye, in the icon set's style (24×24, 2px line). */
export const eyeIcon: IconDrawing = [
  ['path', { d: 'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z' }],
  ['circle', { cx: '12', cy: '12', r: '3' }],
];
