import { useEffect, useState } from 'react';

/** The games table's rows for a window height (SPEC 9): 9 up to 1080 px, then one more per 70 px. */
export function pageSizeFor(windowHeight: number): number {
  if (windowHeight <= 1080) return 9;
  return 10 + Math.floor((windowHeight - 1080) / 70);
}

/** SPEC 9's initial page size, before the window has been measured. */
const initialPageSize = 8;

/** The page size for the current window height, following resizes. */
export function usePageSize(): number {
  const [size, setSize] = useState(initialPageSize);
  useEffect(() => {
    const measure = () => setSize(pageSizeFor(window.innerHeight));
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return size;
}
