import { bodyLabel } from '../../navigation/body-menu.ts';
import { CAR_BODIES, MOTORCYCLE_BODIES, type SimpleBody } from '../../stock/car.ts';

const SIMPLE_BODIES: readonly string[] = [...CAR_BODIES, ...MOTORCYCLE_BODIES];

/** Body styles beyond the platform's own (spec §9 image list) whose label is not just the words split. */
const EXTRA_LABELS: Record<string, string> = {
  '4x4': '4x4',
  softtop: 'Soft Top',
  hardtop: 'Hardtop',
};

/**
 * A simple_body value's label: the platform's body label (suv → SUV, peopleMover → People
 * Mover, cabChassis → Cab Chassis), the spec's other body-style names (stationWagon →
 * Station Wagon, softtop → Soft Top), or any other value with its camel-case words split.
 */
export function bodyStyleLabel(style: string): string {
  if (SIMPLE_BODIES.includes(style)) return bodyLabel(style as SimpleBody);
  return (
    EXTRA_LABELS[style] ??
    style.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase())
  );
}
