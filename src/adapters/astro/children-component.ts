/**
 * The part of Astro's component runtime the site uses (`astro/runtime/server/`: reachable, not
 * documented, free to change in any release), behind the platform's own types. Only
 * src/adapters may import Astro's runtime (eslint.config.js); tests/unit/adapters/astro checks
 * the behaviour relied on here, so an Astro upgrade that changes it fails there, not in a page.
 *
 * Why not an .astro file: Astro.slots.render() flattens the children to a string, baking in
 * the script de-duplication of the page that rendered them. renderSlotToString() keeps each
 * bundled <script> as a render instruction, so markup rendered on one page and written out on
 * another still emits each script exactly once on every page, wherever else it appears there.
 */
import {
  createComponent,
  renderSlot,
  renderSlotToString,
  renderTemplate,
} from 'astro/runtime/server/index.js';

declare const rendered: unique symbol;

/**
 * Children rendered for one page that may be written out on any page of the same build
 * (Astro's SlotString). toString() is the markup without its bundled scripts, which stay
 * instructions until the markup is written to a page.
 */
export interface RenderedChildren {
  readonly [rendered]: true;
  toString(): string;
}

export interface ChildrenRender<Props> {
  readonly props: Props;
  /** The path of the page being rendered, as in its URL (`/finance`, `/`). */
  readonly pathname: string;
  /** Renders the children for this page. */
  readonly renderChildren: () => Promise<RenderedChildren>;
}

/**
 * What the render function answers: children to write out (rendered for this page or kept
 * from another), or 'in-place' to render them where they stand, as a plain <slot /> does.
 */
export type ChildrenOutput = RenderedChildren | 'in-place';

/** A component as .astro templates see it: astro check reads the props off this signature. */
export type AstroComponent<Props> = (props: Props) => unknown;

type RenderResult = Parameters<typeof renderSlotToString>[0];
type Children = Parameters<typeof renderSlotToString>[1];

/**
 * An Astro component, written in TypeScript, that writes out its children as `render`
 * decides. Without children it writes nothing and `render` is not called.
 */
export function childrenComponent<Props extends object>(
  render: (input: ChildrenRender<Props>) => Promise<ChildrenOutput>,
): AstroComponent<Props> {
  const component = createComponent(
    async (result: RenderResult, props: Props, slots: { default?: Children }) => {
      const children = slots.default;
      if (!children) return renderTemplate``;
      const output = await render({
        props,
        pathname: new URL(result.request.url).pathname,
        // Resolves to a SlotString, whose declared type is a plain string.
        renderChildren: async () =>
          (await renderSlotToString(result, children)) as unknown as RenderedChildren,
      });
      return output === 'in-place'
        ? renderTemplate`${renderSlot(result, children)}`
        : renderTemplate`${output}`;
    },
  );
  return component as unknown as AstroComponent<Props>;
}
