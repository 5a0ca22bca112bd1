/**
 * The header search's combobox, loaded on the first focus of the box (see loader.ts): debounced
 * suggestions from the dealer's search backend, WAI-ARIA 1.2 combobox keyboard and pointer
 * handling, and navigation — a suggestion opens its car, Enter without one opens the search
 * page with the query, as the search router writes it.
 */
import { createSearchClient } from '../client/create-search-client.ts';
import {
  CLOSED,
  SUGGEST_DEBOUNCE_MS,
  isSuggestible,
  keyAction,
  listReducer,
  normaliseQuery,
  querySearchHref,
  readAutocompleteConfig,
  suggestionRequest,
  suggestionsView,
  type ListAction,
  type SuggestionResult,
  type SuggestionsView,
} from '../../../lib/search/autocomplete/index.ts';
import { renderOptions } from './render.ts';

function parts(root: HTMLElement) {
  const find = <T extends Element>(selector: string) => root.querySelector<T>(selector);
  const form = find<HTMLFormElement>('form');
  const input = form?.querySelector<HTMLInputElement>('[role="combobox"]');
  const panel = find<HTMLElement>('[data-hs-panel]');
  const list = find<HTMLElement>('[role="listbox"]');
  const note = find<HTMLElement>('[data-hs-note]');
  const status = find<HTMLElement>('[data-hs-status]');
  if (!form || !input || !panel || !list || !note || !status) return null;
  return { form, input, panel, list, note, status, close: find<HTMLElement>('[data-hs-close]') };
}

export function mountAutocomplete(root: HTMLElement): void {
  const el = parts(root);
  const config = readAutocompleteConfig(el?.form.dataset['autocomplete']);
  if (!el || !config) return;
  const { form, input, panel, list, note, status } = el;
  const client = createSearchClient(config.settings, { indexUrl: config.indexUrl });
  // Fetch the index while the shopper starts typing; a failed load is retried by the next search.
  client.warmUp().catch(() => undefined);

  let state = CLOSED;
  let view: SuggestionsView | null = null;
  let options: HTMLElement[] = [];
  let latest = 0;
  let timer = 0;

  const sync = () => {
    panel.hidden = !state.open && note.hidden;
    list.hidden = !state.open;
    input.setAttribute('aria-expanded', String(state.open));
    options.forEach((option, i) =>
      option.setAttribute('aria-selected', String(i === state.active)),
    );
    const active = state.open ? options[state.active] : undefined;
    if (active) {
      input.setAttribute('aria-activedescendant', active.id);
      active.scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };

  const dispatch = (action: ListAction) => {
    state = listReducer(state, action);
    if (action.type === 'close' || action.type === 'clear') note.hidden = true;
    sync();
  };

  const show = (next: SuggestionsView | null) => {
    view = next;
    options = renderOptions(list, next?.suggestions ?? [], `${list.id}-option`);
    note.textContent = next && !next.suggestions.length ? next.status : '';
    note.hidden = !note.textContent;
    status.textContent = next?.status ?? '';
    dispatch({ type: 'results', count: options.length });
  };

  const suggest = async () => {
    const query = normaliseQuery(input.value);
    const request = ++latest;
    if (!isSuggestible(query)) return show(null);
    try {
      const { indexName, totalVariant } = config.settings;
      const { results } = await client.search([suggestionRequest(indexName, query, totalVariant)]);
      const result = results[0] as SuggestionResult;
      if (request === latest)
        show(suggestionsView(result, query, { searchPath: config.searchPath, totalVariant }));
    } catch {
      // No suggestions this time; Enter still opens the search page.
      if (request === latest) show(null);
    }
  };

  /** Folds an opened box back into its button; focus goes there only from inside the box. */
  const collapse = (refocus: boolean) => {
    if (!root.classList.contains('is-expanded')) return;
    if (refocus) return el.close?.click();
    root.classList.remove('is-expanded');
    root.querySelector('[data-hs-toggle]')?.setAttribute('aria-expanded', 'false');
  };

  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = window.setTimeout(suggest, SUGGEST_DEBOUNCE_MS);
  });

  input.addEventListener('keydown', (event) => {
    if (event.isComposing) return;
    // Tab moves on (to the box's own buttons, too) with the list closed.
    if (event.key === 'Tab') return dispatch({ type: 'close' });
    const action = keyAction(state, {
      key: event.key,
      altKey: event.altKey,
      hasText: input.value !== '',
    });
    if (!action) {
      if (event.key === 'Escape') collapse(true);
      return;
    }
    // The header closes its menus on Escape too: this one was ours.
    event.preventDefault();
    event.stopPropagation();
    if (action.type === 'clear') {
      input.value = '';
      latest++;
      show(null);
    }
    dispatch(action);
  });

  input.addEventListener('focus', () => {
    if (view?.suggestions.length && view.query === normaliseQuery(input.value))
      dispatch({ type: 'open' });
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const chosen = state.open ? view?.suggestions[state.active] : undefined;
    window.location.assign(chosen?.href ?? querySearchHref(config.searchPath, input.value));
  });

  const optionIndex = (event: Event) =>
    Number(
      (event.target as Element).closest<HTMLElement>('[role="option"]')?.dataset['index'] ?? -1,
    );
  // Keeps focus (and the on-screen keyboard) in the box while an option is pressed.
  list.addEventListener('mousedown', (event) => event.preventDefault());
  list.addEventListener('mousemove', (event) => {
    const index = optionIndex(event);
    if (index !== state.active) dispatch({ type: 'hover', index });
  });
  list.addEventListener('click', (event) => {
    const href = view?.suggestions[optionIndex(event)]?.href;
    if (href) window.location.assign(href);
  });

  root.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null;
    if (next && root.contains(next)) return;
    dispatch({ type: 'close' });
    // Focus moved elsewhere on the page (Tab): an opened box gets out of the way. A blur to
    // nowhere (the phone keyboard's Done) keeps it.
    if (next) collapse(false);
  });

  document.addEventListener('pointerdown', (event) => {
    if (root.contains(event.target as Node)) return;
    dispatch({ type: 'close' });
    collapse(false);
  });

  // Leaving for a car or the search page: coming Back (page cache) finds the box at rest.
  window.addEventListener('pagehide', () => {
    dispatch({ type: 'close' });
    collapse(false);
  });

  // Text typed before this module arrived.
  if (input.value) void suggest();
}
