import { createRoot } from 'react-dom/client';
import type { ReservationConfig } from '../reservation-config.ts';
import ConfirmationIsland from './ConfirmationIsland.tsx';

export function mountConfirmation(slot: HTMLElement): void {
  const json = slot.querySelector('script[data-reservation-config]')?.textContent;
  const root = slot.querySelector<HTMLElement>('[data-reservation-root]');
  if (!json || !root) return;
  createRoot(root).render(<ConfirmationIsland config={JSON.parse(json) as ReservationConfig} />);
}
