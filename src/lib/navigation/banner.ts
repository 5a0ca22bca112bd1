import type { Dealer, SavedCarsOption } from '../config/index.ts';

export interface HeaderLink {
  label: string;
  href: string;
  /** An Icon name (src/components/ui/Icon.astro). */
  icon: 'heart' | 'compare' | 'car';
}

export interface SocialLink {
  network: 'facebook' | 'instagram' | 'youtube' | 'linkedin' | 'tiktok';
  label: string;
  href: string;
}

/** Favourites / Compare links, or the dealer's garage page in their place. */
export function savedCarsLinks(option: SavedCarsOption): HeaderLink[] {
  if (option.mode === 'garage') return [{ label: option.label, href: option.path, icon: 'car' }];
  return option.header_links.map((link) =>
    link === 'favourites'
      ? { label: 'Favourites', href: '/favourites', icon: 'heart' }
      : { label: 'Compare', href: '/compare', icon: 'compare' },
  );
}

const NETWORKS: readonly [SocialLink['network'], string][] = [
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['youtube', 'YouTube'],
  ['linkedin', 'LinkedIn'],
  ['tiktok', 'TikTok'],
];

export function socialLinks(social: Dealer['social']): SocialLink[] {
  return NETWORKS.flatMap(([network, label]) => {
    const href = social[network];
    return href ? [{ network, label, href }] : [];
  });
}
