import { useEffect, useState } from 'react';

const claimed = new Set<string>();

/**
 * True for the first mounted component of a kind on the page, false for any later one, so a
 * widget mounted twice (by the layout and by a page) shows once. Starts true so the first
 * render matches the server HTML; a duplicate steps aside right after hydrating.
 */
export function useSingleInstance(kind: string): boolean {
  const [first, setFirst] = useState(true);
  useEffect(() => {
    if (claimed.has(kind)) {
      setFirst(false);
      return undefined;
    }
    claimed.add(kind);
    return () => {
      claimed.delete(kind);
    };
  }, [kind]);
  return first;
}
