/** A frame and a task: the effects that follow what was just rendered have run. */
export const painted = () =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
