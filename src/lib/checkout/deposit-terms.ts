import type { DepositTermsConfig, DepositTermsOverride } from '../config/deposit-terms.ts';
import { vehicleWords, type VehicleWords } from '../content/vehicle-words.ts';
import type { Country } from '../market/index.ts';
import {
  AU_COOLING_OFF,
  AU_REFUND,
  AU_UNKNOWN_STATE_COOLING_OFF,
  DEFAULT_PARAGRAPHS,
  DEFAULT_TITLE,
  NZ_COOLING_OFF,
  NZ_REFUND,
  type DefaultTermsPart,
  type TermsSource,
} from './deposit-terms-defaults.ts';
import { auStateCode } from './states.ts';

export type { TermsSource };

/** The terms a shopper reads before paying a deposit and again in the confirmation. */
export interface DepositTerms {
  title: string;
  paragraphs: string[];
  coolingOff: string;
  refund: string;
  /** The laws and guides the texts rest on; the dealer's own when it rewrote them. */
  sources: TermsSource[];
}

function defaultsFor(
  country: Country,
  state: string,
): { coolingOff: DefaultTermsPart; refund: DefaultTermsPart } {
  if (country === 'NZ') return { coolingOff: NZ_COOLING_OFF, refund: NZ_REFUND };
  const code = auStateCode(state);
  return {
    coolingOff: code ? AU_COOLING_OFF[code] : AU_UNKNOWN_STATE_COOLING_OFF,
    refund: AU_REFUND,
  };
}

function uniqueSources(parts: readonly DefaultTermsPart[]): TermsSource[] {
  const seen = new Set<string>();
  return parts
    .flatMap((part) => part.sources)
    .filter((source) => !seen.has(source.url) && Boolean(seen.add(source.url)))
    .map((source) => ({ ...source }));
}

/**
 * The deposit terms for a car at a location in `state` of `country`: the platform's defaults
 * for that state (deposit-terms-defaults.ts), then the dealer's `default` overrides, then its
 * `by_state` overrides for that state, each part replaced only where the dealer wrote one.
 * New Zealand regions have no per-region terms, so `by_state` applies to Australian cars only.
 * The defaults speak of the dealer's vehicle (`words`: 'the motorcycle' on a motorcycle
 * dealer's site); what the dealer wrote is used as written.
 */
export function depositTerms(
  overrides: DepositTermsConfig | undefined,
  country: Country,
  state: string,
  words: VehicleWords = vehicleWords('car'),
): DepositTerms {
  const defaults = defaultsFor(country, state);
  const noun = (text: string) => withVehicleNoun(text, words);
  const code = country === 'AU' ? auStateCode(state) : null;
  const layers: DepositTermsOverride[] = [
    overrides?.default ?? {},
    (code ? overrides?.by_state?.[code] : undefined) ?? {},
  ];
  const pick = <K extends keyof DepositTermsOverride>(key: K) =>
    layers.reduce<DepositTermsOverride[K]>((value, layer) => layer[key] ?? value, undefined);
  return {
    title: pick('title') ?? DEFAULT_TITLE,
    paragraphs: [...(pick('paragraphs') ?? DEFAULT_PARAGRAPHS.map(noun))],
    coolingOff: pick('cooling_off') ?? noun(defaults.coolingOff.text),
    refund: pick('refund') ?? noun(defaults.refund.text),
    sources: (pick('sources') ?? uniqueSources([defaults.coolingOff, defaults.refund])).map(
      (s) => ({ ...s }),
    ),
  };
}

/** A default text with its `{vehicle}` / `{vehicles}` filled in with the dealer's noun. */
export function withVehicleNoun(text: string, words: VehicleWords): string {
  return text.replace(/\{vehicles?\}/g, (token) =>
    token === '{vehicles}' ? words.plural : words.singular,
  );
}
