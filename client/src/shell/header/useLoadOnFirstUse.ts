import { useCallback, useState } from 'react';

/**
 * For a part whose code loads the first time it is used: `used` turns true on first use and stays
 * true (so the part keeps its closing transition), and `warm` starts loading the code early, for a
 * pointer over or focus on the control that opens it. A failed warm-up is ignored: the real load
 * on use reports it.
 */
export function useLoadOnFirstUse(load: () => Promise<unknown>) {
  const [used, setUsed] = useState(false);
  const warm = useCallback(() => {
    load().catch(() => undefined);
  }, [load]);
  const markUsed = useCallback(() => setUsed(true), []);
  return { used, markUsed, warm };
}
