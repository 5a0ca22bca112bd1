/**
 * <SharedMarkup name="…" variant={…}>…</SharedMarkup>: renders its content once per build and
 * reuses the markup on every page the content does not link to (shared-markup-cache.ts). Only
 * for page-shell parts (header, footer).
 *
 * The rule for what goes inside: the content may depend on the page's path only to mark the
 * link to the current page (aria-current; the logo's link on the home page). Every other input
 * that can change it — a layout prop passed down into it, or anything derived from one — must
 * be in `variant`: markup is reused only between pages asking for the same name and variant, so
 * two pages with different variants never share it. What is the same on every page of a build
 * (the dealer, its theme, the build's moment) needs no variant: nothing is kept across builds.
 * tests/integration/build/shared-markup.test.ts builds every sample dealer with reuse and
 * without, and checks that every page comes out byte for byte the same.
 *
 * Written against Astro's component runtime (through src/adapters/astro) rather than as an
 * .astro file, so that scripts inside survive the reuse: see children-component.ts.
 */
import { childrenComponent } from '../adapters/astro/children-component.ts';
import { site } from 'virtual:forecourt/site';
import { sharedMarkup, type SharedMarkupVariant } from './shared-markup-cache.ts';

interface Props {
  /** Which part of the shell: 'header', 'footer'. */
  name: string;
  /** Every input other than the page's path the content depends on (see above); default none. */
  variant?: SharedMarkupVariant;
}

const SharedMarkup = childrenComponent<Props>(({ props, pathname, renderChildren }) =>
  sharedMarkup(site, { name: props.name, variant: props.variant ?? {} }, pathname, renderChildren),
);

export default SharedMarkup;
