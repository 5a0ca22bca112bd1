import { createRoot } from 'react-dom/client';
import { signInTargets } from '../../../lib/watchlist/sign-in-link.ts';
import type { SignInConfig } from '../sign-in-config.ts';
import SignInForm from './SignInForm.tsx';

/** Draws the sign-in form in place of its slot's placeholder. */
export function mountSignIn(slot: HTMLElement): void {
  const json = slot.querySelector('script[data-sign-in-config]')?.textContent;
  const root = slot.querySelector<HTMLElement>('[data-sign-in-root]');
  if (!json || !root) return;
  const config = JSON.parse(json) as SignInConfig;
  const { redirect } = signInTargets(location.search);
  createRoot(root).render(<SignInForm config={config} redirect={redirect} />);
  slot.dataset['signInState'] = 'ready';
}
