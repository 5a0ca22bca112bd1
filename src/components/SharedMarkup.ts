/**
 * <SharedMarkup name="…">…</SharedMarkup>: renders its content once per build and reuses the
 * markup on every page the content does not link to (shared-markup-cache.ts). Only for
 * page-shell parts whose dependence on the page is the link to the current page.
 *
 * Written against Astro's component runtime rather than as an .astro file because
 * Astro.slots.render() flattens the content to a string, baking in the page-level script
 * de-duplication of the page that rendered it first. renderSlotToString() keeps each bundled
 * <script> as an instruction, so every page that reuses the markup still emits each script
 * exactly once, wherever else on the page it appears.
 */
import { createComponent, renderSlotToString, renderTemplate } from 'astro/runtime/server/index.js';
import { site } from 'virtual:forecourt/site';
import { sharedMarkup } from './shared-markup-cache.ts';

interface Props {
  name: string;
}

type RenderResult = Parameters<typeof renderSlotToString>[0];
type SlotValue = Parameters<typeof renderSlotToString>[1];

const SharedMarkup = createComponent(
  async (result: RenderResult, props: Props, slots: { default?: SlotValue }) => {
    const content = slots.default;
    if (!content) return renderTemplate``;
    const pathname = new URL(result.request.url).pathname;
    const markup = await sharedMarkup(site, props.name, pathname, () =>
      // Resolves to Astro's SlotString (its type says string): the markup with each script
      // kept as an instruction, rendered anew, and de-duplicated, on every page it is used.
      renderSlotToString(result, content),
    );
    return renderTemplate`${markup}`;
  },
);

export default SharedMarkup;
