/**
 * The few icons these islands draw, in the house style of src/components/ui/icons.ts (24×24,
 * 2px round strokes, currentColor). Copied rather than imported: that module holds every
 * icon, and an island would ship all of them.
 */
const PATHS = {
  heart:
    'M12 20s-7.6-4.6-9-9.4C2 7.3 4 4.5 7.2 4.5c2 0 3.6 1 4.8 2.8 1.2-1.8 2.8-2.8 4.8-2.8C20 4.5 22 7.3 21 10.6 19.6 15.4 12 20 12 20z',
  close: 'M6 6l12 12M18 6 6 18',
  compare: 'M4 8h14M14 4l4 4-4 4M20 16H6M10 12l-4 4 4 4',
  check: 'm5 12.5 4.5 4.5L19 7.5',
  'chevron-down': 'm6 9 6 6 6-6',
  'arrow-right': 'M4.5 12h15M13.3 5.8l6.2 6.2-6.2 6.2',
  search: 'M17.4 10.8a6.6 6.6 0 1 1-13.2 0 6.6 6.6 0 0 1 13.2 0zm-1.7 4.9 4.8 4.8',
} as const;

export type IconName = keyof typeof PATHS;

interface Props {
  name: IconName;
  size?: number;
  /** Fill the shape (a saved heart). */
  filled?: boolean;
  className?: string | undefined;
}

/** Decorative: the control around it carries the name. */
export default function Icon({ name, size = 20, filled = false, className }: Props) {
  return (
    <svg
      className={className ? `fc-icon ${className}` : 'fc-icon'}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
