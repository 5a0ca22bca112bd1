// Side-view car outlines for every body style the spec lists, front to the left, drawn in a
// 240x120 box with the wheels' centres on y=90. Synonyms (hatch, stationWagon) share a shape.
import type { Point } from './svg.ts';

export interface CarShape {
  body: Point[];
  windows: Point[][];
  wheels: [number, number];
  r: number;
  head: Point;
  tail: Point;
  /** Extra parts drawn over the body: `paint` is the body colour, `ink` the outline colour. */
  extras?: (paint: string, ink: string) => string;
}

const win = (...list: Point[][]) => list;

const fourByFour: CarShape = {
  body: [
    [10, 90],
    [10, 64],
    [14, 58],
    [54, 56],
    [68, 30],
    [204, 30],
    [208, 56],
    [218, 58],
    [220, 90],
  ],
  windows: win(
    [
      [72, 35],
      [108, 35],
      [108, 53],
      [62, 53],
    ],
    [
      [114, 35],
      [154, 35],
      [154, 53],
      [114, 53],
    ],
    [
      [160, 35],
      [200, 35],
      [202, 53],
      [160, 53],
    ],
  ),
  wheels: [52, 182],
  r: 16,
  head: [13, 62],
  tail: [216, 62],
  extras: (_p, ink) =>
    `<path d="M80 25H196M90 25V30M186 25V30" stroke="${ink}" stroke-width="3" fill="none"/>` +
    `<circle cx="224" cy="68" r="11" fill="#2b2f35"/><circle cx="224" cy="68" r="4" fill="#9aa1aa"/>`,
};

export const CAR_SHAPES: Record<string, CarShape> = {
  sedan: {
    body: [
      [10, 88],
      [12, 74],
      [20, 70],
      [58, 64],
      [84, 48],
      [146, 46],
      [172, 60],
      [218, 64],
      [228, 70],
      [230, 88],
    ],
    windows: win(
      [
        [88, 52],
        [114, 51],
        [114, 62],
        [72, 63],
      ],
      [
        [120, 51],
        [144, 50],
        [162, 61],
        [120, 62],
      ],
    ),
    wheels: [52, 190],
    r: 13,
    head: [14, 74],
    tail: [226, 70],
  },
  hatchback: {
    body: [
      [12, 88],
      [12, 74],
      [20, 68],
      [56, 63],
      [86, 44],
      [176, 42],
      [204, 56],
      [216, 62],
      [220, 88],
    ],
    windows: win(
      [
        [90, 48],
        [128, 47],
        [128, 60],
        [70, 61],
      ],
      [
        [134, 47],
        [172, 46],
        [196, 59],
        [134, 60],
      ],
    ),
    wheels: [54, 186],
    r: 13,
    head: [16, 73],
    tail: [216, 64],
  },
  wagon: {
    body: [
      [8, 88],
      [10, 75],
      [18, 70],
      [56, 64],
      [84, 46],
      [206, 44],
      [222, 58],
      [228, 66],
      [230, 88],
    ],
    windows: win(
      [
        [88, 50],
        [120, 49],
        [120, 61],
        [70, 62],
      ],
      [
        [126, 49],
        [160, 48],
        [160, 61],
        [126, 61],
      ],
      [
        [166, 48],
        [202, 48],
        [214, 60],
        [166, 61],
      ],
    ),
    wheels: [52, 192],
    r: 13,
    head: [12, 75],
    tail: [226, 64],
  },
  suv: {
    body: [
      [10, 90],
      [10, 70],
      [16, 62],
      [54, 58],
      [80, 36],
      [204, 34],
      [222, 50],
      [228, 60],
      [228, 90],
    ],
    windows: win(
      [
        [84, 40],
        [118, 39],
        [118, 55],
        [64, 56],
      ],
      [
        [124, 39],
        [160, 38],
        [160, 55],
        [124, 55],
      ],
      [
        [166, 38],
        [200, 38],
        [214, 53],
        [166, 54],
      ],
    ),
    wheels: [54, 190],
    r: 15,
    head: [14, 68],
    tail: [225, 58],
  },
  '4x4': fourByFour,
  hardtop: {
    ...fourByFour,
    windows: win(
      [
        [72, 35],
        [108, 35],
        [108, 53],
        [62, 53],
      ],
      [
        [172, 36],
        [198, 36],
        [198, 48],
        [172, 48],
      ],
    ),
    extras: (_p, ink) =>
      `<path d="M114 34V86M160 34V86" stroke="${ink}" stroke-width="1.5" opacity=".5"/>` +
      `<circle cx="224" cy="68" r="11" fill="#2b2f35"/><circle cx="224" cy="68" r="4" fill="#9aa1aa"/>`,
  },
  softtop: {
    ...fourByFour,
    windows: win([
      [72, 35],
      [108, 35],
      [108, 53],
      [62, 53],
    ]),
    extras: () =>
      `<path d="M110 30H204L208 56H110Z" fill="#34383e"/>` +
      `<path d="M116 36H152V48H116ZM160 36H198L200 48H160Z" fill="#cfd8e0" opacity=".8"/>` +
      `<path d="M112 33H203" stroke="#6b7078" stroke-dasharray="3 3"/>` +
      `<circle cx="224" cy="68" r="11" fill="#2b2f35"/><circle cx="224" cy="68" r="4" fill="#9aa1aa"/>`,
  },
  ute: {
    body: [
      [10, 90],
      [10, 68],
      [14, 62],
      [52, 58],
      [72, 34],
      [128, 32],
      [134, 56],
      [230, 56],
      [230, 90],
    ],
    windows: win(
      [
        [76, 38],
        [100, 37],
        [100, 54],
        [64, 55],
      ],
      [
        [104, 37],
        [124, 36],
        [128, 54],
        [104, 54],
      ],
    ),
    wheels: [52, 192],
    r: 15,
    head: [13, 66],
    tail: [227, 62],
    extras: (_p, ink) =>
      `<path d="M136 58V84M136 62H228" stroke="${ink}" stroke-width="1.5" opacity=".5"/>`,
  },
  cabChassis: {
    body: [
      [10, 90],
      [10, 66],
      [14, 60],
      [48, 56],
      [64, 30],
      [112, 30],
      [114, 90],
    ],
    windows: win(
      [
        [68, 35],
        [90, 35],
        [90, 52],
        [58, 52],
      ],
      [
        [94, 35],
        [108, 35],
        [108, 52],
        [94, 52],
      ],
    ),
    wheels: [48, 190],
    r: 14,
    head: [13, 64],
    tail: [226, 60],
    extras: (_p, ink) =>
      `<path d="M114 76H222" stroke="#2b2f35" stroke-width="6"/>` +
      `<rect x="118" y="50" width="112" height="8" fill="#9aa1aa" stroke="${ink}"/>` +
      `<rect x="118" y="28" width="6" height="22" fill="#9aa1aa" stroke="${ink}"/>` +
      `<path d="M130 58V76M170 58V76M210 58V76" stroke="#5b6168" stroke-width="3"/>`,
  },
  van: {
    body: [
      [10, 92],
      [10, 62],
      [18, 50],
      [44, 44],
      [62, 20],
      [226, 18],
      [230, 28],
      [230, 92],
    ],
    windows: win([
      [66, 25],
      [96, 24],
      [96, 46],
      [50, 47],
    ]),
    wheels: [50, 194],
    r: 14,
    head: [13, 60],
    tail: [227, 40],
    extras: (_p, ink) =>
      `<path d="M100 22V88M150 22V88M150 52H160" stroke="${ink}" stroke-width="1.5" opacity=".5"/>`,
  },
  peopleMover: {
    body: [
      [10, 90],
      [10, 66],
      [16, 58],
      [50, 52],
      [76, 26],
      [214, 24],
      [226, 38],
      [228, 90],
    ],
    windows: win(
      [
        [80, 31],
        [110, 30],
        [110, 50],
        [62, 50],
      ],
      [
        [116, 30],
        [156, 30],
        [156, 50],
        [116, 50],
      ],
      [
        [162, 30],
        [206, 29],
        [218, 46],
        [162, 50],
      ],
    ),
    wheels: [52, 192],
    r: 14,
    head: [13, 64],
    tail: [225, 44],
  },
  lightTruck: {
    body: [
      [10, 94],
      [10, 44],
      [14, 26],
      [58, 24],
      [64, 94],
    ],
    windows: win([
      [16, 32],
      [54, 31],
      [54, 52],
      [14, 52],
    ]),
    wheels: [40, 200],
    r: 14,
    head: [12, 80],
    tail: [229, 80],
    extras: (_p, ink) =>
      `<path d="M64 90H226" stroke="#2b2f35" stroke-width="6"/>` +
      `<rect x="68" y="12" width="164" height="74" rx="3" fill="#eef0f2" stroke="${ink}" stroke-width="2"/>` +
      `<path d="M150 16V82" stroke="${ink}" opacity=".3"/>`,
  },
  bus: {
    body: [
      [8, 94],
      [8, 30],
      [16, 18],
      [226, 18],
      [232, 26],
      [232, 94],
    ],
    windows: win(
      [
        [14, 26],
        [36, 26],
        [36, 60],
        [12, 60],
      ],
      ...[64, 96, 128, 160, 192].map((x): Point[] => [
        [x, 28],
        [x + 28, 28],
        [x + 28, 54],
        [x, 54],
      ]),
    ),
    wheels: [48, 192],
    r: 13,
    head: [12, 82],
    tail: [229, 80],
    extras: (_p, ink) =>
      `<rect x="40" y="28" width="18" height="60" fill="#cfd8e0" stroke="${ink}" stroke-width="1.5"/>`,
  },
  motorhome: {
    body: [
      [10, 94],
      [10, 64],
      [16, 56],
      [44, 52],
      [56, 36],
      [60, 12],
      [226, 12],
      [232, 20],
      [232, 94],
    ],
    windows: win(
      [
        [62, 40],
        [80, 38],
        [80, 54],
        [52, 55],
      ],
      [
        [64, 18],
        [96, 18],
        [96, 30],
        [64, 30],
      ],
      [
        [150, 30],
        [196, 30],
        [196, 50],
        [150, 50],
      ],
    ),
    wheels: [50, 196],
    r: 14,
    head: [13, 62],
    tail: [229, 80],
    extras: (_p, ink) =>
      `<rect x="110" y="34" width="18" height="54" fill="#f4f5f7" stroke="${ink}" stroke-width="1.5"/>` +
      `<path d="M62 70H108M130 70H230" stroke="${ink}" stroke-width="4" opacity=".45"/>`,
  },
  coupe: {
    body: [
      [10, 88],
      [12, 76],
      [20, 71],
      [64, 65],
      [98, 48],
      [148, 46],
      [188, 62],
      [222, 66],
      [230, 72],
      [230, 88],
    ],
    windows: win([
      [100, 52],
      [144, 50],
      [170, 62],
      [84, 64],
    ]),
    wheels: [54, 192],
    r: 13,
    head: [15, 75],
    tail: [227, 72],
  },
  convertible: {
    body: [
      [10, 88],
      [12, 76],
      [20, 71],
      [70, 66],
      [90, 64],
      [222, 64],
      [230, 72],
      [230, 88],
    ],
    windows: [],
    wheels: [54, 192],
    r: 13,
    head: [15, 75],
    tail: [227, 70],
    extras: (_p, ink) =>
      `<path d="M84 66L100 48" stroke="#2b2f35" stroke-width="3"/>` +
      `<path d="M96 52L86 64H98Z" fill="#cfd8e0" opacity=".8"/>` +
      `<rect x="118" y="52" width="10" height="13" rx="4" fill="${ink}"/>` +
      `<rect x="146" y="52" width="10" height="13" rx="4" fill="${ink}"/>` +
      `<path d="M172 64Q184 56 198 64Z" fill="#34383e"/>`,
  },
};
CAR_SHAPES['hatch'] = CAR_SHAPES['hatchback'] as CarShape;
CAR_SHAPES['stationWagon'] = CAR_SHAPES['wagon'] as CarShape;
