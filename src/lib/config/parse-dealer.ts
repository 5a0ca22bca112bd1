import { dealerSchema, navigationSchema, type Dealer, type ParsedDealer } from './dealer.ts';
import { DealerConfigError, NAVIGATION_ERROR, describeIssue } from './errors.ts';
import { crossFieldProblems } from './cross-checks.ts';

/**
 * Validates one dealer file's JSON. `file` is how the file is named in errors
 * (e.g. "dealers/harbour-city-toyota/dealer.json"). Throws DealerConfigError.
 */
export function parseDealer(json: unknown, file: string): Dealer {
  const result = dealerSchema.safeParse(json);
  if (!result.success) throw new DealerConfigError(file, result.error.issues.map(describeIssue));
  const dealer = result.data;
  const navigation = parseNavigation(dealer, file);
  const problems = crossFieldProblems(dealer);
  if (problems.length) throw new DealerConfigError(file, problems);
  return { ...dealer, navigation };
}

/**
 * Header navigation must be an array; footer navigation must be valid, or absent where the
 * footer variant renders no menu columns. Anything else stops with the spec's message.
 */
function parseNavigation(dealer: ParsedDealer, file: string): Dealer['navigation'] {
  const raw = dealer.navigation as { header?: unknown; footer?: unknown } | undefined;
  if (!raw || typeof raw !== 'object' || !Array.isArray(raw.header)) {
    throw new DealerConfigError(file, [`navigation.header: ${NAVIGATION_ERROR}`]);
  }
  const footerAllowedMissing = dealer.theme.footer_variant === 'minimal';
  if (raw.footer === undefined && !footerAllowedMissing) {
    throw new DealerConfigError(file, [`navigation.footer: ${NAVIGATION_ERROR}`]);
  }
  const result = navigationSchema.safeParse(raw);
  if (!result.success) {
    const footerBroken = result.error.issues.some((i) => i.path[0] === 'footer');
    const details = result.error.issues.map((i) => describeIssue({ ...i, path: ['navigation', ...i.path] }));
    throw new DealerConfigError(file, footerBroken ? [`navigation.footer: ${NAVIGATION_ERROR}`, ...details] : details);
  }
  return result.data;
}
