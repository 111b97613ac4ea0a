// "Show more" for a Relay connection that never swallows a click. Relay's loadNext silently does
// nothing while the query that read the list is still being answered (a screen shown from the
// store and asked again in the background, e.g. on the way back to the dashboard): it calls
// onComplete within the same call and fetches nothing. Such a click is kept, the button shows it
// is working, and the next page is read as soon as that answer is in (loadNext changes then).
import { useCallback, useEffect, useState } from 'react';

interface Paging {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number, options: { onComplete: (error: Error | null) => void }) => unknown;
}

export function useShowMore({ hasNext, isLoadingNext, loadNext }: Paging, count: number) {
  const [waiting, setWaiting] = useState(false);

  const request = useCallback(() => {
    let calling = true;
    let refused = false;
    // A page that is really read completes later: the network answers asynchronously.
    loadNext(count, {
      onComplete: () => {
        if (calling) refused = true;
      },
    });
    calling = false;
    setWaiting(refused);
  }, [loadNext, count]);

  useEffect(() => {
    if (!waiting || isLoadingNext) return;
    // The list's query may have answered that there is no more to read.
    if (hasNext) request();
    else setWaiting(false);
  }, [waiting, isLoadingNext, hasNext, request]);

  return { showMore: request, loadingMore: isLoadingNext || waiting };
}
