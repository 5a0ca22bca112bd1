/**
 * Side profiles for each car body style, in units of about 7.7 mm (a 600-unit sedan is
 * ~4.6 m), x from the front bumper, height up from the ground. The front and rear views
 * reuse the `front` measurements.
 */
import type { CarBody } from '../../lib/stock/car.ts';
import type { Pt } from './svg-geometry.ts';

export interface CarProfile {
  length: number;
  wheelR: number;
  /** Wheel centres, front then rear. */
  wheels: readonly [number, number];
  sill: number;
  /** Upper outline from the front bumper's foot to the rear's foot. */
  body: readonly Pt[];
  glass: readonly Pt[] | null;
  /** Pillars crossing the glass, by x. */
  pillars: readonly number[];
  /** Panel seams, by x, from the sill up to the given height. */
  seams: readonly Pt[];
  /** Windscreen and rear-glass edges (low point, high point), swept in the three-quarter views. */
  windscreen: readonly [Pt, Pt];
  rearGlass: readonly [Pt, Pt] | null;
  headlight: readonly Pt[];
  taillight: readonly Pt[];
  /** Shoulder crease: from x, to x, at height. */
  shoulder: readonly [number, number, number] | null;
  /** Body-specific parts: a ute's tub rail, a cab-chassis tray, a truck's box, a convertible's seats. */
  extra: 'roofRails' | 'tub' | 'tray' | 'box' | 'openTop' | 'busWindows' | 'camper' | null;
  front: { width: number; height: number; belt: number; roofWidth: number };
}

// prettier-ignore
const HEADLIGHT_LOW: readonly Pt[] = [[6, 84], [46, 96], [52, 86], [10, 76]];
// prettier-ignore
const HEADLIGHT_HIGH: readonly Pt[] = [[4, 118], [48, 134], [54, 122], [8, 110]];

// prettier-ignore
const sedan: CarProfile = {
  length: 600, wheelR: 46, wheels: [118, 478], sill: 26,
  body: [[6, 26], [0, 58], [4, 84], [40, 98], [206, 120], [300, 186], [420, 188], [520, 130], [584, 120], [598, 100], [596, 26]],
  glass: [[224, 120], [302, 178], [414, 180], [500, 128]],
  pillars: [352], seams: [[222, 118], [352, 122], [470, 124]],
  windscreen: [[206, 120], [300, 186]], rearGlass: [[520, 130], [420, 188]],
  headlight: HEADLIGHT_LOW, taillight: [[578, 118], [596, 104], [597, 94], [574, 104]],
  shoulder: [60, 580, 96], extra: null,
  front: { width: 240, height: 188, belt: 120, roofWidth: 160 },
};

// prettier-ignore
const hatchback: CarProfile = {
  length: 540, wheelR: 44, wheels: [106, 428], sill: 26,
  body: [[6, 26], [0, 58], [4, 86], [40, 100], [186, 122], [276, 188], [420, 190], [508, 164], [532, 124], [536, 26]],
  glass: [[204, 121], [279, 180], [414, 182], [494, 160], [503, 126]],
  pillars: [336], seams: [[202, 120], [336, 124], [446, 126]],
  windscreen: [[186, 122], [276, 188]], rearGlass: [[508, 164], [420, 190]],
  headlight: [[6, 86], [46, 98], [52, 88], [10, 78]], taillight: [[516, 150], [533, 128], [534, 110], [520, 128]],
  shoulder: [60, 526, 98], extra: null,
  front: { width: 230, height: 190, belt: 122, roofWidth: 160 },
};

// prettier-ignore
const wagon: CarProfile = {
  length: 620, wheelR: 46, wheels: [120, 496], sill: 26,
  body: [[6, 26], [0, 58], [4, 86], [40, 100], [206, 122], [292, 186], [556, 186], [606, 150], [618, 112], [616, 26]],
  glass: [[224, 121], [295, 178], [552, 178], [592, 146], [596, 124]],
  pillars: [354, 470], seams: [[222, 120], [354, 122], [470, 124]],
  windscreen: [[206, 122], [292, 186]], rearGlass: [[606, 150], [556, 186]],
  headlight: [[6, 86], [46, 98], [52, 88], [10, 78]], taillight: [[602, 132], [617, 116], [617, 100], [604, 112]],
  shoulder: [60, 606, 98], extra: null,
  front: { width: 240, height: 188, belt: 122, roofWidth: 165 },
};

// prettier-ignore
const suv: CarProfile = {
  length: 600, wheelR: 54, wheels: [122, 478], sill: 42,
  body: [[6, 42], [0, 80], [4, 122], [40, 138], [196, 156], [282, 226], [536, 228], [586, 196], [598, 150], [596, 42]],
  glass: [[214, 155], [285, 218], [530, 220], [572, 190], [578, 158]],
  pillars: [348, 460], seams: [[212, 154], [348, 156], [460, 158]],
  windscreen: [[196, 156], [282, 226]], rearGlass: [[586, 196], [536, 228]],
  headlight: HEADLIGHT_HIGH, taillight: [[582, 192], [597, 164], [597, 146], [582, 170]],
  shoulder: [60, 590, 132], extra: 'roofRails',
  front: { width: 250, height: 228, belt: 156, roofWidth: 180 },
};

// prettier-ignore
const UTE_CAB: readonly Pt[] = [[6, 44], [0, 84], [4, 126], [40, 142], [196, 156], [272, 226], [428, 228], [446, 156]];

// prettier-ignore
const ute: CarProfile = {
  length: 640, wheelR: 54, wheels: [124, 506], sill: 44,
  body: [...UTE_CAB, [636, 152], [640, 44]],
  glass: [[214, 155], [275, 218], [422, 220], [436, 158]],
  pillars: [338], seams: [[212, 154], [338, 156], [446, 154], [624, 150]],
  windscreen: [[196, 156], [272, 226]], rearGlass: [[446, 156], [428, 228]],
  headlight: HEADLIGHT_HIGH, taillight: [[628, 146], [639, 146], [639, 104], [628, 104]],
  shoulder: [60, 630, 132], extra: 'tub',
  front: { width: 250, height: 228, belt: 156, roofWidth: 180 },
};

// prettier-ignore
const cabChassis: CarProfile = {
  ...ute,
  body: [...UTE_CAB, [446, 44]],
  seams: [[212, 154], [338, 156]],
  taillight: [[626, 100], [640, 100], [640, 86], [626, 86]],
  shoulder: [60, 440, 132], extra: 'tray',
};

// prettier-ignore
const coupe: CarProfile = {
  length: 580, wheelR: 46, wheels: [116, 458], sill: 24,
  body: [[6, 24], [0, 54], [4, 80], [40, 94], [224, 114], [318, 168], [398, 166], [530, 118], [570, 108], [578, 84], [574, 24]],
  glass: [[242, 113], [320, 160], [394, 158], [470, 120]],
  pillars: [], seams: [[238, 112], [392, 116]],
  windscreen: [[224, 114], [318, 168]], rearGlass: [[530, 118], [398, 166]],
  headlight: [[6, 80], [48, 92], [54, 82], [10, 72]], taillight: [[562, 108], [577, 92], [577, 84], [558, 96]],
  shoulder: [60, 560, 92], extra: null,
  front: { width: 240, height: 168, belt: 114, roofWidth: 150 },
};

// prettier-ignore
const convertible: CarProfile = {
  length: 560, wheelR: 44, wheels: [110, 446], sill: 24,
  body: [[6, 24], [0, 54], [4, 80], [40, 94], [224, 112], [520, 112], [552, 104], [560, 84], [556, 24]],
  glass: [[226, 112], [286, 162], [298, 160], [246, 112]],
  pillars: [], seams: [[250, 110], [380, 110]],
  windscreen: [[224, 112], [290, 162]], rearGlass: null,
  headlight: [[6, 80], [48, 92], [54, 82], [10, 72]], taillight: [[546, 106], [559, 90], [559, 80], [544, 92]],
  shoulder: [60, 548, 92], extra: 'openTop',
  front: { width: 230, height: 162, belt: 112, roofWidth: 0 },
};

// prettier-ignore
const van: CarProfile = {
  length: 620, wheelR: 48, wheels: [112, 500], sill: 34,
  body: [[6, 34], [0, 78], [4, 128], [30, 148], [104, 168], [182, 248], [606, 252], [618, 238], [620, 34]],
  glass: [[122, 167], [188, 240], [262, 240], [262, 167]],
  pillars: [], seams: [[268, 246], [430, 250], [612, 250]],
  windscreen: [[104, 168], [182, 248]], rearGlass: [[619, 170], [612, 246]],
  headlight: [[4, 124], [40, 140], [46, 128], [8, 116]], taillight: [[610, 164], [619, 164], [619, 92], [610, 92]],
  shoulder: [40, 610, 150], extra: null,
  front: { width: 250, height: 252, belt: 168, roofWidth: 222 },
};

// prettier-ignore
const peopleMover: CarProfile = {
  length: 620, wheelR: 48, wheels: [116, 496], sill: 34,
  body: [[6, 34], [0, 76], [4, 120], [34, 138], [150, 156], [240, 232], [574, 236], [608, 204], [618, 150], [616, 34]],
  glass: [[166, 155], [244, 224], [568, 226], [598, 198], [604, 160]],
  pillars: [312, 430, 528], seams: [[166, 154], [314, 156], [432, 158]],
  windscreen: [[150, 156], [240, 232]], rearGlass: [[608, 204], [574, 236]],
  headlight: [[4, 116], [44, 132], [50, 120], [8, 108]], taillight: [[604, 196], [617, 164], [617, 140], [604, 170]],
  shoulder: [50, 612, 136], extra: null,
  front: { width: 245, height: 236, belt: 156, roofWidth: 200 },
};

// prettier-ignore
const lightTruck: CarProfile = {
  length: 680, wheelR: 54, wheels: [104, 520], sill: 50,
  body: [[4, 50], [0, 110], [2, 240], [14, 292], [40, 300], [176, 300], [188, 290], [190, 50]],
  glass: [[14, 270], [20, 196], [150, 196], [150, 286], [40, 288]],
  pillars: [], seams: [[160, 190]],
  windscreen: [[2, 196], [12, 286]], rearGlass: null,
  headlight: [[2, 98], [34, 98], [34, 80], [2, 80]], taillight: [[668, 140], [680, 140], [680, 122], [668, 122]],
  shoulder: null, extra: 'box',
  front: { width: 250, height: 300, belt: 196, roofWidth: 240 },
};

// prettier-ignore
const bus: CarProfile = {
  length: 680, wheelR: 50, wheels: [130, 540], sill: 36,
  body: [[4, 36], [0, 84], [4, 250], [24, 284], [80, 292], [656, 292], [676, 276], [680, 36]],
  glass: [[14, 270], [16, 170], [670, 170], [670, 270]],
  pillars: [92, 164, 236, 308, 380, 452, 524, 596], seams: [[40, 160], [84, 160]],
  windscreen: [[4, 150], [20, 280]], rearGlass: [[680, 170], [678, 270]],
  headlight: [[2, 100], [30, 100], [30, 82], [2, 82]], taillight: [[672, 150], [680, 150], [680, 100], [672, 100]],
  shoulder: [20, 670, 150], extra: 'busWindows',
  front: { width: 250, height: 292, belt: 150, roofWidth: 240 },
};

// prettier-ignore
const motorhome: CarProfile = {
  length: 700, wheelR: 50, wheels: [112, 560], sill: 36,
  body: [[6, 36], [0, 78], [4, 128], [30, 148], [104, 168], [160, 222], [132, 262], [160, 318], [688, 320], [700, 300], [700, 36]],
  glass: [[122, 167], [166, 220], [232, 220], [232, 167]],
  pillars: [], seams: [[236, 224], [440, 260]],
  windscreen: [[104, 168], [160, 222]], rearGlass: null,
  headlight: [[4, 124], [40, 140], [46, 128], [8, 116]], taillight: [[690, 150], [700, 150], [700, 90], [690, 90]],
  shoulder: [40, 690, 150], extra: 'camper',
  front: { width: 255, height: 320, belt: 168, roofWidth: 250 },
};

export const CAR_PROFILES: Readonly<Record<CarBody, CarProfile>> = {
  sedan,
  hatchback,
  wagon,
  suv,
  ute,
  cabChassis,
  coupe,
  convertible,
  van,
  peopleMover,
  lightTruck,
  bus,
  motorhome,
};
