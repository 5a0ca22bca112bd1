/**
 * The header search's always-loaded script, kept tiny (every page ships it, inline): the
 * combobox and the search client load only when a box is first focused, so pages where nobody
 * searches download nothing more. It also opens and closes the search box over the header bar.
 *
 * The lazy part is built as one standalone script and fetched by URL (Vite's `?worker&url`
 * build, used here for its bundling only: nothing runs in a worker). A plain `import()` would
 * make this script import Vite's preload helper, and two chained requests on every page cost
 * the home page first paint; this way nothing is requested until a shopper searches.
 */
import lazyScript from './autocomplete-entry.ts?worker&url';

let loading: Promise<unknown> | undefined;

function wake(root: HTMLElement): void {
  root.dataset['hsWoken'] = '';
  // A failed download (offline) is tried again on the next focus.
  loading ??= import(/* @vite-ignore */ lazyScript).catch(() => (loading = undefined));
  document.dispatchEvent(new Event('hs:wake'));
}

for (const root of document.querySelectorAll<HTMLElement>('[data-hs]')) {
  const input = root.querySelector('input');
  const toggle = root.querySelector<HTMLButtonElement>('[data-hs-toggle]');
  input?.addEventListener('focus', () => wake(root));

  const setExpanded = (open: boolean) => {
    root.classList.toggle('is-expanded', open);
    toggle?.setAttribute('aria-expanded', String(open));
    (open ? input : toggle)?.focus();
  };
  // Without JavaScript the toggle submits the empty box: the search page, all stock.
  toggle?.setAttribute('aria-expanded', 'false');
  toggle?.addEventListener('click', (event) => {
    event.preventDefault();
    setExpanded(true);
  });
  root.querySelector('[data-hs-close]')?.addEventListener('click', () => setExpanded(false));
}
