import { siteRoot } from '../seo/json-ld-types.ts';
import { carPath } from './car-path.ts';

/** Spec §9: share windows open at 550x400. */
export const SHARE_WINDOW = { width: 550, height: 400 } as const;
/** Spec §9: the copy-link button shows 'Copied' for 1.5 s. */
export const COPIED_NOTICE_MS = 1500;

/** Spec §2: "The share link is the site url plus this path" (/cars/{slug}). */
export function carShareUrl(siteUrl: string, car: { slug: string }): string {
  return `${siteRoot(siteUrl)}${carPath(car)}`;
}

export type ShareTargetId = 'facebook' | 'twitter' | 'whatsapp' | 'email' | 'sms';

export interface ShareLink {
  id: ShareTargetId;
  label: string;
  href: string;
  /** Social networks open in a share window; email and SMS hand over to the device's own app. */
  popup: boolean;
}

const encode = encodeURIComponent;

/**
 * The share row (spec §2), in its order: Facebook, Twitter, WhatsApp, email, SMS. Copy link
 * is not a link, so it is the dialog's own. WhatsApp, email and SMS carry one message, so the
 * title and the link travel together; Facebook reads the title from the page itself.
 */
export function shareLinks(url: string, title: string): ShareLink[] {
  const message = `${title} ${url}`;
  return [
    {
      id: 'facebook',
      label: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${encode(url)}`,
      popup: true,
    },
    {
      id: 'twitter',
      label: 'Twitter',
      href: `https://twitter.com/intent/tweet?url=${encode(url)}&text=${encode(title)}`,
      popup: true,
    },
    {
      id: 'whatsapp',
      label: 'WhatsApp',
      href: `https://wa.me/?text=${encode(message)}`,
      popup: true,
    },
    {
      id: 'email',
      label: 'Email',
      href: `mailto:?subject=${encode(title)}&body=${encode(message)}`,
      popup: false,
    },
    // 'sms:?&body=' is the form both iOS and Android read: no recipient, then the body.
    { id: 'sms', label: 'SMS', href: `sms:?&body=${encode(message)}`, popup: false },
  ];
}

/**
 * window.open features for a share window of 550x400, centred on a screen of the given size
 * (a screen smaller than the window puts it at the top left rather than off screen).
 */
export function shareWindowFeatures(screen?: { width: number; height: number }): string {
  const { width, height } = SHARE_WINDOW;
  const size = `width=${width},height=${height}`;
  if (!screen) return size;
  const left = Math.max(0, Math.round((screen.width - width) / 2));
  const top = Math.max(0, Math.round((screen.height - height) / 2));
  return `${size},left=${left},top=${top}`;
}
