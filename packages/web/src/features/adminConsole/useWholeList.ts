// §2: "Switching tabs loads that tab's full list". A tab's connection is read one page of the
// maximum (100) at a time until the server has no more; search, sort and filters then work on
// every row.
import { useEffect } from 'react';

/** How many rows each page of a console tab asks for (the connection's cap). */
export const CONSOLE_PAGE = 100;

interface Paging {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number) => unknown;
}

export function useWholeList({ hasNext, isLoadingNext, loadNext }: Paging) {
  useEffect(() => {
    if (hasNext && !isLoadingNext) loadNext(CONSOLE_PAGE);
  }, [hasNext, isLoadingNext, loadNext]);
}
