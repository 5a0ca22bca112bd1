/**
 * The lazy part of the header search as one self-contained script (see loader.ts): mounts the
 * combobox on every box the loader has woken, now and whenever it wakes another.
 */
import { mountAutocomplete } from './autocomplete.ts';

function mountWoken(): void {
  for (const root of document.querySelectorAll<HTMLElement>(
    '[data-hs-woken]:not([data-hs-mounted])',
  )) {
    root.dataset['hsMounted'] = '';
    mountAutocomplete(root);
  }
}

document.addEventListener('hs:wake', mountWoken);
mountWoken();
