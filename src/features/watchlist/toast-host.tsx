/**
 * Where the watchlist's toasts appear: one region fixed to the viewport, made when the first
 * watch control is used. Spec §4 "Toast: one at a time": a new toast replaces the shown one.
 * Success toasts go in a polite status region; a failure goes in an alert region, so screen
 * readers announce it at once. Both regions exist before anything is put in them, which is what
 * makes the announcement reliable.
 */
import { createRoot, type Root } from 'react-dom/client';
import { TOAST_REMOVAL_MS, type WatchToast } from '../../lib/watchlist/toasts.ts';
import Toast, { type ToastContent } from './Toast.tsx';
import styles from './Toast.module.scss';

interface Host {
  status: Root;
  alert: Root;
}

let host: Host | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

function region(role: 'status' | 'alert'): Root {
  const element = document.createElement('div');
  element.setAttribute('role', role);
  element.className = styles.region ?? '';
  element.dataset['toastRegion'] = role;
  document.body.append(element);
  return createRoot(element);
}

function ensureHost(): Host {
  host ??= { status: region('status'), alert: region('alert') };
  return host;
}

export function dismissToast(): void {
  clearTimeout(timer);
  if (!host) return;
  host.status.render(null);
  host.alert.render(null);
}

function show(content: ToastContent): void {
  const { status, alert } = ensureHost();
  dismissToast();
  const target = content.tone === 'error' ? alert : status;
  target.render(<Toast toast={content} onDismiss={dismissToast} />);
  timer = setTimeout(dismissToast, TOAST_REMOVAL_MS);
}

/** Spec §8 watchlist success toast. */
export function showToast(toast: WatchToast): void {
  show({ tone: 'success', ...toast });
}

/** Spec §8 "Watchlist failure: alert with the error message". */
export function showAlert(message: string): void {
  show({ tone: 'error', title: message });
}
