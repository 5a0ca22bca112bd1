import type { IconDrawing } from './icon-set.ts';

export interface IconProps {
  /** A drawing from icon-set.ts (`import { heartIcon } from '…/icon-set.ts'`). */
  icon: IconDrawing;
  /** Rendered width and height in px (the drawing is 24×24). */
  size?: number;
  label?: string;
  className?: string | undefined;
  /** Fill the whole shape (a saved heart). */
  filled?: boolean;
  /** Stroke width in drawing units (of 24); small icons may want a heavier line. */
  strokeWidth?: number;
}

/**
 * Icon.astro for React islands: the same SVG from the same set. It takes the drawing itself
 * rather than a name, so an island bundles only the icons it imports. Decorative
 * (aria-hidden) unless `label` is given, in which case it is announced as an image.
 */
export default function Icon({
  icon,
  size = 24,
  label,
  className,
  filled = false,
  strokeWidth = 2,
}: IconProps) {
  const a11y = label ? ({ role: 'img', 'aria-label': label } as const) : { 'aria-hidden': true };
  return (
    <svg
      className={['fc-icon', filled && 'fc-icon--filled', className].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      strokeWidth={strokeWidth}
      {...a11y}
    >
      {icon.map(([Shape, attributes], index) => (
        // A drawing never changes order: its index is a stable key.
        <Shape key={index} {...attributes} />
      ))}
    </svg>
  );
}
