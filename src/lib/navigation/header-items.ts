import { NAVIGATION_ERROR } from '../config/errors.ts';
import type { Dealer, MenuItem } from '../config/index.ts';

/**
 * The header's menu items. Spec §5: the header throws 'Cannot run without navigation' when
 * header navigation is not an array. The config parser already refuses such files; the
 * header checks again so a dealer object built any other way fails the same way.
 */
export function headerItems(
  dealer: Pick<Dealer, 'navigation'> | { navigation?: unknown },
): MenuItem[] {
  const navigation: unknown = dealer.navigation;
  const header: unknown =
    navigation && typeof navigation === 'object'
      ? (navigation as { header?: unknown }).header
      : undefined;
  if (!Array.isArray(header)) throw new Error(NAVIGATION_ERROR);
  return header as MenuItem[];
}
