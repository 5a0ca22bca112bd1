import { createRoot } from 'react-dom/client';
import type { LeadFormConfig } from '../lead-form-config.ts';
import LeadIsland from './LeadIsland.tsx';

/**
 * Draws the form of a lead form slot (LeadFormSlot.astro) in place of its placeholder. The
 * loader calls this once per slot, when the slot comes near the viewport or its dialog opens.
 */
export function mountLeadForm(slot: HTMLElement): void {
  const json = slot.querySelector('script[data-lead-form-config]')?.textContent;
  const root = slot.querySelector<HTMLElement>('[data-lead-form-root]');
  if (!json || !root) return;
  const config = JSON.parse(json) as LeadFormConfig;
  createRoot(root).render(<LeadIsland config={config} />);
  slot.dataset['leadFormState'] = 'ready';
}
