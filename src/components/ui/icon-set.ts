/**
 * Forecourt's icon set: simple 24×24 line drawings (2px strokes, round joins) in currentColor.
 * Brand icons are generic glyphs, not the networks' trademarked logos.
 *
 * The drawings live here once, as data: Icon.astro draws them by name (icons.ts) and
 * Icon.tsx draws the one it is handed. One named export per icon, so a React island bundles
 * only the icons it imports; keep it that way (no default export, no map of them here).
 */

/** One element of a drawing: its tag and attributes, written in this order. */
export type IconShape = readonly [
  tag: 'path' | 'circle' | 'rect',
  attributes: Readonly<Record<string, string>>,
];
/** An icon's elements, drawn in a 24×24 box; a `fill` attribute marks a shape drawn solid. */
export type IconDrawing = readonly IconShape[];

const STAR =
  'M12 2.6L14.41 9.28L21.51 9.51L15.9 13.87L17.88 20.69L12 16.7L6.12 20.69L8.1 13.87L2.49 9.51L9.59 9.28Z';
const STAR_LEFT_HALF = 'M12 2.6L9.59 9.28L2.49 9.51L8.1 13.87L6.12 20.69L12 16.7Z';
const GEAR =
  'M18.89 9.91L21.36 10.37L21.36 13.63L18.89 14.09L18.35 15.39L19.77 17.46L17.46 19.77L15.39 18.35L14.09 18.89' +
  'L13.63 21.36L10.37 21.36L9.91 18.89L8.61 18.35L6.54 19.77L4.23 17.46L5.65 15.39L5.11 14.09L2.64 13.63' +
  'L2.64 10.37L5.11 9.91L5.65 8.61L4.23 6.54L6.54 4.23L8.61 5.65L9.91 5.11L10.37 2.64L13.63 2.64L14.09 5.11' +
  'L15.39 5.65L17.46 4.23L19.77 6.54L18.35 8.61Z';

export const phoneIcon: IconDrawing = [
  [
    'path',
    {
      d: 'M5.2 3h3.3l1.6 4.6-2.2 1.5a11.5 11.5 0 0 0 7 7l1.5-2.2 4.6 1.6v3.3A2.2 2.2 0 0 1 18.8 21 15.8 15.8 0 0 1 3 5.2 2.2 2.2 0 0 1 5.2 3z',
    },
  ],
];
export const mapPinIcon: IconDrawing = [
  ['path', { d: 'M12 21.5s-7-6.3-7-11.7a7 7 0 0 1 14 0c0 5.4-7 11.7-7 11.7z' }],
  ['circle', { cx: '12', cy: '9.8', r: '2.6' }],
];
export const clockIcon: IconDrawing = [
  ['circle', { cx: '12', cy: '12', r: '9' }],
  ['path', { d: 'M12 7v5.2l3.4 2.1' }],
];
export const mailIcon: IconDrawing = [
  ['rect', { x: '3', y: '5', width: '18', height: '14', rx: '2' }],
  ['path', { d: 'm3.6 6.6 8.4 6.4 8.4-6.4' }],
];
export const facebookIcon: IconDrawing = [
  ['rect', { x: '3', y: '3', width: '18', height: '18', rx: '4.5' }],
  ['path', { d: 'M15.8 7.6h-1.6a2.3 2.3 0 0 0-2.3 2.3V21M9.2 12.8h5.9' }],
];
export const instagramIcon: IconDrawing = [
  ['rect', { x: '3', y: '3', width: '18', height: '18', rx: '5.2' }],
  ['circle', { cx: '12', cy: '12', r: '4' }],
  ['circle', { cx: '17.2', cy: '6.8', r: '.4', fill: 'currentColor' }],
];
export const youtubeIcon: IconDrawing = [
  ['rect', { x: '2.5', y: '5.5', width: '19', height: '13', rx: '4' }],
  ['path', { d: 'M10.2 9.3v5.4l4.6-2.7z', fill: 'currentColor' }],
];
export const linkedinIcon: IconDrawing = [
  ['rect', { x: '3', y: '3', width: '18', height: '18', rx: '3.5' }],
  ['path', { d: 'M7.8 10.6v6.2M7.8 7.4v.1M11.7 16.8v-6.2M11.7 13.4a2.6 2.6 0 0 1 5.2 0v3.4' }],
];
export const tiktokIcon: IconDrawing = [
  ['path', { d: 'M13.6 3.2v11.6a3.6 3.6 0 1 1-3.6-3.6' }],
  ['path', { d: 'M13.6 3.2a5 5 0 0 0 5 4.6' }],
];
export const chevronDownIcon: IconDrawing = [['path', { d: 'm6 9 6 6 6-6' }]];
export const chevronUpIcon: IconDrawing = [['path', { d: 'm6 15 6-6 6 6' }]];
export const chevronRightIcon: IconDrawing = [['path', { d: 'm9 6 6 6-6 6' }]];
export const chevronLeftIcon: IconDrawing = [['path', { d: 'm15 6-6 6 6 6' }]];
export const menuIcon: IconDrawing = [['path', { d: 'M4 6.5h16M4 12h16M4 17.5h16' }]];
export const closeIcon: IconDrawing = [['path', { d: 'M6 6l12 12M18 6 6 18' }]];
export const starIcon: IconDrawing = [['path', { d: STAR, fill: 'currentColor' }]];
export const starHalfIcon: IconDrawing = [
  ['path', { d: STAR }],
  ['path', { d: STAR_LEFT_HALF, fill: 'currentColor' }],
];
export const arrowUpIcon: IconDrawing = [['path', { d: 'M12 19.5v-15M5.8 10.7 12 4.5l6.2 6.2' }]];
export const arrowRightIcon: IconDrawing = [['path', { d: 'M4.5 12h15M13.3 5.8l6.2 6.2-6.2 6.2' }]];
export const searchIcon: IconDrawing = [
  ['circle', { cx: '10.8', cy: '10.8', r: '6.6' }],
  ['path', { d: 'm15.7 15.7 4.8 4.8' }],
];
export const heartIcon: IconDrawing = [
  [
    'path',
    {
      d: 'M12 20s-7.6-4.6-9-9.4C2 7.3 4 4.5 7.2 4.5c2 0 3.6 1 4.8 2.8 1.2-1.8 2.8-2.8 4.8-2.8C20 4.5 22 7.3 21 10.6 19.6 15.4 12 20 12 20z',
    },
  ],
];
export const compareIcon: IconDrawing = [
  ['path', { d: 'M4 8h14M14 4l4 4-4 4M20 16H6M10 12l-4 4 4 4' }],
];
export const userIcon: IconDrawing = [
  ['circle', { cx: '12', cy: '8', r: '4' }],
  ['path', { d: 'M4.2 20.5c1.1-3.7 4.1-5.6 7.8-5.6s6.7 1.9 7.8 5.6' }],
];
export const calendarIcon: IconDrawing = [
  ['rect', { x: '3.5', y: '5', width: '17', height: '15.5', rx: '2' }],
  ['path', { d: 'M3.5 10h17M8 3v4M16 3v4' }],
];
export const carIcon: IconDrawing = [
  [
    'path',
    {
      d: 'M5 17H3.5v-4.6l2-5.1A2 2 0 0 1 7.4 6h9.2a2 2 0 0 1 1.9 1.3l2 5.1V17H19M9 17h6M3.5 12.4h17',
    },
  ],
  ['circle', { cx: '7', cy: '17', r: '2' }],
  ['circle', { cx: '17', cy: '17', r: '2' }],
];
/** An odometer dial: the car page's kilometres fact. */
export const gaugeIcon: IconDrawing = [
  ['path', { d: 'M4.2 17.5a9 9 0 1 1 15.6 0' }],
  ['path', { d: 'm12 13.5 4-4.5' }],
  ['circle', { cx: '12', cy: '14', r: '1.6' }],
];
export const wrenchIcon: IconDrawing = [
  [
    'path',
    {
      d: 'M15 3.5a5 5 0 0 0-4.7 6.7l-6.7 6.7a1.9 1.9 0 0 0 2.7 2.7l6.7-6.7a5 5 0 0 0 6.7-4.7l-3 3-2.9-.6-.6-2.9 3-3a5 5 0 0 0-1.2-.2z',
    },
  ],
];
export const cogIcon: IconDrawing = [
  ['path', { d: GEAR }],
  ['circle', { cx: '12', cy: '12', r: '3' }],
];
export const chatIcon: IconDrawing = [
  [
    'path',
    {
      d: 'M4 5.6A1.6 1.6 0 0 1 5.6 4h12.8A1.6 1.6 0 0 1 20 5.6v8.8a1.6 1.6 0 0 1-1.6 1.6H10l-4.6 4v-4A1.6 1.6 0 0 1 4 14.4z',
    },
  ],
  ['path', { d: 'M8.5 10h.01M12 10h.01M15.5 10h.01' }],
];
export const externalIcon: IconDrawing = [
  [
    'path',
    {
      d: 'M14 4h6v6M20 4l-9 9M18 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 4 18.5v-11A1.5 1.5 0 0 1 5.5 6H10',
    },
  ],
];
export const checkIcon: IconDrawing = [['path', { d: 'm5 12.5 4.5 4.5L19 7.5' }]];
export const plusIcon: IconDrawing = [['path', { d: 'M12 5v14M5 12h14' }]];
export const minusIcon: IconDrawing = [['path', { d: 'M5 12h14' }]];
export const alertIcon: IconDrawing = [
  ['path', { d: 'M12 3.5 2.5 20h19z' }],
  ['path', { d: 'M12 10v4.5M12 17.3v.1' }],
];
export const infoIcon: IconDrawing = [
  ['circle', { cx: '12', cy: '12', r: '9' }],
  ['path', { d: 'M12 11v5.5M12 7.7v.1' }],
];
export const shareIcon: IconDrawing = [
  ['circle', { cx: '6', cy: '12', r: '2.5' }],
  ['circle', { cx: '17.5', cy: '5.5', r: '2.5' }],
  ['circle', { cx: '17.5', cy: '18.5', r: '2.5' }],
  ['path', { d: 'm8.2 10.8 7.1-4M8.2 13.2l7.1 4' }],
];
export const printIcon: IconDrawing = [
  ['path', { d: 'M7 8V3.5h10V8M7 17H4.5V9.5A1.5 1.5 0 0 1 6 8h12a1.5 1.5 0 0 1 1.5 1.5V17H17' }],
  ['rect', { x: '7', y: '13.5', width: '10', height: '7' }],
];
export const filterIcon: IconDrawing = [['path', { d: 'M4 6h16M7 12h10M10 18h4' }]];
