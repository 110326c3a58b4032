/** The part of a `navigate` event that decides whether Back closes an overlay instead. */
export type BackEvent = Pick<
  NavigateEvent,
  'navigationType' | 'cancelable' | 'userInitiated' | 'destination'
>;

/**
 * Whether `event` is the borrower's Back within the app (the phone's back button or gesture,
 * not a `history.back()` of ours) that the browser lets the page cancel.
 */
export function isCancelableBack(event: BackEvent, currentIndex: number): boolean {
  return (
    event.navigationType === 'traverse' &&
    event.cancelable &&
    event.userInitiated &&
    event.destination.sameDocument &&
    event.destination.index < currentIndex
  );
}

/**
 * In a browser that lets a page cancel Back (the Navigation API: a messaging app's browser, an
 * Android web view without the native back hook), Back closes the open dialog or sheet instead of
 * leaving the screen behind it; `dismiss` closes it and says whether there was one to close.
 * Elsewhere Back leaves the screen as before. Returns a function that stops it.
 */
export function closeLayerOnBack(
  navigation: Navigation | undefined,
  dismiss: () => boolean,
): () => void {
  if (!navigation) return () => {};
  const onNavigate = (event: NavigateEvent) => {
    const current = navigation.currentEntry?.index ?? -1;
    if (isCancelableBack(event, current) && dismiss()) event.preventDefault();
  };
  navigation.addEventListener('navigate', onNavigate);
  return () => navigation.removeEventListener('navigate', onNavigate);
}
