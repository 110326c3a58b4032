/**
 * An async handler for stories that stays pending until `release()`, so a play function decides
 * how long a busy state lasts however slow the machine is. Someone trying the story by hand sees
 * it settle on its own after two seconds.
 */
export function heldHandler() {
  let pending: (() => void)[] = [];
  const run = () =>
    new Promise<void>((resolve) => {
      pending.push(resolve);
      setTimeout(resolve, 2_000);
    });
  const release = () => {
    for (const resolve of pending) resolve();
    pending = [];
  };
  return { run, release };
}
