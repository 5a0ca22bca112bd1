/**
 * The contract SharedMarkup stands on (src/adapters/astro/children-component.ts), checked on
 * Astro's own renderer (its documented container API): children rendered on one page and
 * written out on another keep their bundled scripts as instructions, so each page still emits
 * each script exactly once, where a fresh render would have. An Astro upgrade that flattens
 * the scripts into the markup, or moves them, fails here.
 *
 * The pages are built with Astro's runtime directly (what a compiled .astro file calls), since
 * vitest does not compile .astro files: `<nav>…<script>…</nav>` children with a bundled script,
 * and a page that may use the same script itself, before or after them.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import {
  createComponent,
  renderComponent,
  renderScript,
  renderTemplate,
} from 'astro/runtime/server/index.js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  childrenComponent,
  type ChildrenOutput,
  type ChildrenRender,
  type RenderedChildren,
} from '../../../../src/adapters/astro/children-component.ts';

const SCRIPT = '/src/features/x/behaviour.ts';

type Result = Parameters<typeof renderScript>[0];
type Decide = (input: ChildrenRender<{ part: string }>) => Promise<ChildrenOutput>;
interface PageProps {
  decide: Decide;
  /** Where the page uses the same script itself, besides the children. */
  ownScript: 'before' | 'after' | 'none';
  children?: boolean;
}

const Page = createComponent((result: Result, props: PageProps) => {
  const Shared = childrenComponent<{ part: string }>(props.decide);
  const own = () => renderScript(result, SCRIPT);
  const slots =
    props.children === false
      ? {}
      : {
          default: (r: Result) =>
            renderTemplate`<nav><a href="/finance">Finance</a>${renderScript(r, SCRIPT)}</nav>`,
        };
  return renderTemplate`<body>${props.ownScript === 'before' ? own() : ''}${renderComponent(
    result,
    'Shared',
    Shared,
    { part: 'header' },
    slots,
  )}<main>page</main>${props.ownScript === 'after' ? own() : ''}</body>`;
});

let container: AstroContainer;

beforeAll(async () => {
  container = await AstroContainer.create({ resolve: async (id) => `/_astro${id}` });
});

const render = (path: string, props: PageProps) =>
  container.renderToString(Page as never, {
    request: new Request(`https://dealer.example${path}`),
    props: props as never,
  });

const scriptTag = `<script type="module" src="/_astro${SCRIPT}"></script>`;
const count = (html: string, part: string) => html.split(part).length - 1;

/** Renders the children once and hands out that render on every later page. */
function keepFirst() {
  let kept: RenderedChildren | undefined;
  const seen: { pathname: string; part: string; rendered: boolean }[] = [];
  const decide: Decide = async ({ props, pathname, renderChildren }) => {
    seen.push({ pathname, part: props.part, rendered: !kept });
    kept ??= await renderChildren();
    return kept;
  };
  return { decide, seen, kept: () => kept };
}

const inPlace: Decide = async () => 'in-place';
const freshEachTime: Decide = ({ renderChildren }) => renderChildren();

describe('childrenComponent on Astro’s renderer', () => {
  it('hands the render function the props and the page’s path', async () => {
    const keeper = keepFirst();
    await render('/finance/', { decide: keeper.decide, ownScript: 'none' });
    expect(keeper.seen).toEqual([{ pathname: '/finance/', part: 'header', rendered: true }]);
  });

  it('renders children as a plain <slot /> would, whether in place or rendered first', async () => {
    for (const ownScript of ['before', 'after', 'none'] as const) {
      const plain = await render('/a', { decide: inPlace, ownScript });
      expect(await render('/a', { decide: freshEachTime, ownScript })).toBe(plain);
      expect(count(plain, scriptTag)).toBe(1);
    }
    expect(await render('/a', { decide: inPlace, ownScript: 'none' })).toBe(
      `<body><nav><a href="/finance">Finance</a>${scriptTag}</nav><main>page</main></body>`,
    );
  });

  it('keeps the script out of the rendered markup, as an instruction', async () => {
    const keeper = keepFirst();
    const html = await render('/a', { decide: keeper.decide, ownScript: 'none' });
    expect(html).toContain(`<nav><a href="/finance">Finance</a>${scriptTag}</nav>`);
    expect(String(keeper.kept())).toBe('<nav><a href="/finance">Finance</a></nav>');
  });

  it('writes children rendered on one page out on others exactly as a fresh render would', async () => {
    const keeper = keepFirst();
    // Rendered first on a page whose own script came first (so it did not show in the nav).
    await render('/first', { decide: keeper.decide, ownScript: 'before' });
    for (const ownScript of ['before', 'after', 'none'] as const) {
      const reused = await render('/other', { decide: keeper.decide, ownScript });
      const fresh = await render('/other', { decide: inPlace, ownScript });
      expect(reused, ownScript).toBe(fresh);
      expect(count(reused, scriptTag), ownScript).toBe(1);
    }
    expect(keeper.seen.filter((s) => s.rendered)).toHaveLength(1);
  });

  it('writes nothing, and does not ask, when there are no children', async () => {
    const keeper = keepFirst();
    const html = await render('/a', { decide: keeper.decide, ownScript: 'none', children: false });
    expect(html).toBe('<body><main>page</main></body>');
    expect(keeper.seen).toEqual([]);
  });
});
