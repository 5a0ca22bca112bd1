/**
 * What the search card's own icon copy became: a name over the shared set (components/ui).
 * Only the promo card (search/promo/PromoCard.tsx) still draws through it.
 */
import Icon from '../../../components/ui/Icon.tsx';
import { arrowRightIcon, infoIcon, mapPinIcon } from '../../../components/ui/icon-set.ts';

const DRAWINGS = { 'map-pin': mapPinIcon, info: infoIcon, 'arrow-right': arrowRightIcon };

export type CardIconName = keyof typeof DRAWINGS;

/**
 * New code draws `components/ui/Icon.tsx` with a drawing from `components/ui/icon-set.ts`.
 * Decorative: the text beside it carries the meaning.
 */
export default function CardIcon({
  name,
  size = 16,
  className,
}: {
  name: CardIconName;
  size?: number;
  className?: string;
}) {
  return <Icon icon={DRAWINGS[name]} size={size} className={className} />;
}
