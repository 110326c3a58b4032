import { userEvent } from 'storybook/test';

/**
 * Taps `link` and says whether the page kept the browser from following it. The browser never
 * follows it either way, so a `tel:` or `mailto:` link leaves the story where it is.
 */
export async function tapHeld(link: HTMLElement): Promise<{ followed: boolean }> {
  let followed = false;
  const hold = (event: Event) => {
    followed = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', hold, { once: true });
  try {
    await userEvent.click(link);
  } finally {
    window.removeEventListener('click', hold);
  }
  return { followed };
}
