// Side-view motorcycles for the stock layer's motorcycle body styles, front to the left,
// in the same 240x120 box as the cars.

interface BikeShape {
  wheels: [number, number];
  r: number;
  wheelY: number;
  /** Parts in body colour (tank, fairing, tail). */
  paint: string;
  /** Dark parts (seat, engine, luggage). */
  dark: string;
  /** Fork: from the front axle up to the handlebars. */
  fork: [number, number, number, number];
  knobbly?: boolean;
}

const BIKES: Record<string, BikeShape> = {
  naked: {
    wheels: [62, 178],
    r: 24,
    wheelY: 86,
    paint: 'M90 36L128 34L140 46L134 56L100 58ZM172 42L200 34L196 44L178 50Z',
    dark: 'M136 44L176 44L180 50L136 54ZM100 60H142V88H106Z',
    fork: [62, 86, 88, 32],
  },
  sports: {
    wheels: [62, 180],
    r: 23,
    wheelY: 86,
    paint:
      'M70 36L92 30L104 38L118 72L88 76L72 60ZM100 40L134 38L142 50L112 56ZM168 46L206 30L200 44L174 54Z',
    dark: 'M136 46L172 46L176 52L140 56ZM108 60H144V86H112Z',
    fork: [62, 86, 84, 36],
  },
  adventure: {
    wheels: [60, 180],
    r: 26,
    wheelY: 84,
    paint: 'M80 12L94 10L98 32L86 34ZM52 50L78 44L84 54L58 58ZM90 34L132 34L142 50L130 60L98 60Z',
    dark: 'M132 40L178 42L180 48L136 52ZM158 50H200V78H158ZM102 62H140V86H106Z',
    fork: [60, 84, 88, 30],
  },
  cruiser: {
    wheels: [54, 184],
    r: 23,
    wheelY: 86,
    paint: 'M96 46Q118 32 140 46L136 56H100ZM164 60Q192 52 208 70L204 74L170 70Z',
    dark: 'M136 54L168 56Q174 62 168 66L134 64ZM102 60L118 56L124 88H106ZM122 56L140 60L136 88H124Z',
    fork: [54, 86, 92, 30],
  },
  touring: {
    wheels: [62, 180],
    r: 24,
    wheelY: 86,
    paint:
      'M66 22L96 20L106 30L116 68L84 72L68 50ZM104 40L134 38L142 50L110 56ZM152 54H202V80H152Z',
    dark: 'M134 42L176 44L178 52L138 56ZM172 24H208V46H172ZM112 60H146V86H116Z',
    fork: [62, 86, 86, 30],
  },
  scooter: {
    wheels: [60, 184],
    r: 17,
    wheelY: 94,
    paint: 'M68 28L86 28L100 78H150L160 52H204L210 80L176 90H92Z',
    dark: 'M150 42L200 44L204 52L156 52Z',
    fork: [60, 94, 80, 26],
  },
  offRoad: {
    wheels: [60, 182],
    r: 26,
    wheelY: 84,
    paint: 'M44 46L80 40L82 48L50 52ZM92 38L128 36L134 48L100 54ZM168 38L210 30L204 42L174 44Z',
    dark: 'M124 34L186 36L188 42L128 42ZM104 56H136V80H108Z',
    fork: [60, 84, 86, 28],
    knobbly: true,
  },
};

export const MOTORCYCLE_STYLES = Object.keys(BIKES);

export function drawMotorcycle(style: string, paint: string, ink: string): string {
  const bike = BIKES[style];
  if (!bike) throw new Error(`no motorcycle drawing for body style "${style}"`);
  const [fx, fy, hx, hy] = bike.fork;
  const [front, rear] = bike.wheels;
  const y = bike.wheelY;
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="${y}" r="${bike.r - 3}" fill="none" stroke="#24272b" stroke-width="6"` +
    `${bike.knobbly ? ' stroke-dasharray="3 2"' : ''}/>` +
    `<circle cx="${x}" cy="${y}" r="${bike.r - 9}" fill="none" stroke="#9aa1aa" stroke-width="2"/>` +
    `<circle cx="${x}" cy="${y}" r="4" fill="#9aa1aa"/>`;
  return (
    wheel(front) +
    wheel(rear) +
    `<path d="M${rear} ${y}L128 76M${fx} ${fy}L${hx} ${hy}" stroke="#5b6168" stroke-width="5" stroke-linecap="round"/>` +
    (style === 'scooter'
      ? ''
      : `<path d="M${hx} ${hy + 6}L132 52V76M${hx} ${hy + 6}L104 84" stroke="#3a3f45" stroke-width="4" fill="none"/>`) +
    `<path d="M118 88L${rear + 10} ${y - 14}" stroke="#b9bec5" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M${hx - 8} ${hy - 2}L${hx + 10} ${hy - 6}" stroke="#24272b" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="${bike.dark}" fill="#2b2f35"/>` +
    `<path d="${bike.paint}" fill="${paint}" stroke="${ink}" stroke-width="1.5" stroke-linejoin="round"/>`
  );
}
