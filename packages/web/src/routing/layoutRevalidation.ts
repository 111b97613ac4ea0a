// When a layout's query is asked for again. React Router runs every loader of the new address on
// each navigation, so the dashboard's layout query (the viewer, the tabs' counts) went to the server
// on every filter, page or search of a tab as well (the devices' status counters sent it each click).
// The counts only change with the data, not with how a tab shows it: they are asked for again when
// another tab or screen is entered, on a form's submission, and when a screen asks (revalidate()).
import type { ShouldRevalidateFunctionArgs } from 'react-router';

/** The layout's shouldRevalidate: not when only the address's search (a tab's filters, page, sort) changed. */
export function revalidateLayoutUnlessSearchOnly({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const searchOnly = currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  return searchOnly && formMethod === undefined ? false : defaultShouldRevalidate;
}
