import { vehicleWords, type VehicleWords } from '../../content/vehicle-words.ts';
import type { VehicleKind } from '../../stock/car.ts';

/** The vehicles the forms' placeholders name: ones a shopper in Australia knows. */
export interface VehicleExamples {
  /** A year, make, model and variant, as the finance form asks for it. */
  vehicle: string;
  make: string;
  model: string;
}

const EXAMPLES: Record<VehicleKind, VehicleExamples> = {
  car: { vehicle: '2022 Toyota RAV4 GX', make: 'Toyota', model: 'Corolla' },
  motorcycle: { vehicle: '2023 Honda CB650R', make: 'Kawasaki', model: 'Z900' },
};

const KINDS = Object.keys(EXAMPLES) as VehicleKind[];

/**
 * The examples for the vehicles a dealer's words name (rules.words, the forms' one way to the
 * dealer's noun); cars when no words are given.
 */
export function vehicleExamples(words: VehicleWords | undefined): VehicleExamples {
  const kind = KINDS.find((k) => vehicleWords(k).singular === words?.singular) ?? 'car';
  return EXAMPLES[kind];
}
