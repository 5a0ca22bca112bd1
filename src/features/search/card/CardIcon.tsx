/**
 * The few icons the search card draws, in the house style of src/components/ui/icons.ts
 * (24×24, 2px round strokes, currentColor). Copied so the search island ships only these.
 */
const PATHS = {
  'map-pin': [
    'M12 21.5s-7-6.3-7-11.7a7 7 0 0 1 14 0c0 5.4-7 11.7-7 11.7z',
    'M14.6 9.8a2.6 2.6 0 1 1-5.2 0 2.6 2.6 0 0 1 5.2 0z',
  ],
  info: ['M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z', 'M12 11v5.5M12 7.7v.1'],
  'arrow-right': ['M4.5 12h15M13.3 5.8l6.2 6.2-6.2 6.2'],
} as const;

export type CardIconName = keyof typeof PATHS;

/** Decorative: the text beside it carries the meaning. */
export default function CardIcon({
  name,
  size = 16,
  className,
}: {
  name: CardIconName;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      className={className ? `fc-icon ${className}` : 'fc-icon'}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
