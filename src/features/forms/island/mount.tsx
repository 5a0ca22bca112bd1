import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { configForCar, type FormCarInput } from '../car-form-config.ts';
import type { LeadFormConfig } from '../lead-form-config.ts';
import LeadIsland from './LeadIsland.tsx';

const roots = new WeakMap<HTMLElement, Root>();

/**
 * The slot's form config; a search card's dialog slot also names the car its button was
 * pressed for (`data-lead-car`, set by card-lead-dialog.ts), and the form becomes that car's,
 * sent from the page the shopper is on.
 */
function slotConfig(slot: HTMLElement, json: string): { config: LeadFormConfig; key: string } {
  const config = JSON.parse(json) as LeadFormConfig;
  const car = slot.dataset['leadCar'];
  if (!car) return { config, key: 'form' };
  const onPage = { ...config, fixed: { ...config.fixed, page_id: window.location.pathname } };
  const about = JSON.parse(car) as FormCarInput;
  return { config: configForCar(onPage, about), key: String(about.id) };
}

/**
 * Draws the form of a lead form slot (LeadFormSlot.astro) in place of its placeholder. The
 * loader calls this when the slot comes near the viewport or its dialog opens, and again
 * when a card's dialog opens for another car: a new car starts a fresh form, the same car
 * keeps what the shopper typed.
 *
 * A slot whose form the page already holds (`data-lead-form-static`, drawn at build time) is
 * hydrated in place instead: the shopper's controls stay the same elements, with what they
 * typed and where the caret is, and `onReady` is called once the form has taken them on.
 */
export function mountLeadForm(slot: HTMLElement, onReady?: (form: HTMLFormElement) => void): void {
  const json = slot.querySelector('script[data-lead-form-config]')?.textContent;
  const root = slot.querySelector<HTMLElement>('[data-lead-form-root]');
  if (!json || !root) return;
  if (slot.hasAttribute('data-lead-form-static')) {
    if (roots.has(slot)) return;
    const config = JSON.parse(json) as LeadFormConfig;
    const ready = (form: HTMLFormElement) => {
      slot.dataset['leadFormState'] = 'ready';
      onReady?.(form);
    };
    roots.set(
      slot,
      hydrateRoot(root, <LeadIsland config={config} serverRendered onReady={ready} />),
    );
    return;
  }
  const { config, key } = slotConfig(slot, json);
  const reactRoot = roots.get(slot) ?? createRoot(root);
  roots.set(slot, reactRoot);
  // Drawn now, not queued: React renders one root at a time, so a plain render would wait
  // behind another island's hydration still running (the search results, seconds on a busy
  // phone) while the shopper looks at an empty dialog they have just opened.
  flushSync(() => reactRoot.render(<LeadIsland key={key} config={config} />));
  slot.dataset['leadFormState'] = 'ready';
}
