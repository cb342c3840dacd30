const firstInputs = ['pointerdown', 'keydown', 'focusin'] as const;

let input: Promise<void> | undefined;
let idle: Promise<void> | undefined;

/** Resolves at the visitor's first input (a press, a key or a focus), at once after that. */
export function firstInput(): Promise<void> {
  input ??= new Promise((resolve) => {
    const done = () => {
      for (const type of firstInputs) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of firstInputs) window.addEventListener(type, done, { capture: true, passive: true });
  });
  return input;
}

/**
 * Resolves once the page has loaded and the browser has a moment to spare, or at the visitor's first
 * input if that comes sooner; at once after that. Code a visitor does not need to see the page waits
 * for it, so that it stays out of the page's start.
 */
export function pageIdle(): Promise<void> {
  idle ??= new Promise((resolve) => {
    let idleHandle: number | undefined;
    const done = () => {
      window.removeEventListener('load', whenLoaded);
      if (idleHandle !== undefined) cancelIdle(idleHandle);
      resolve();
    };
    const whenLoaded = () => {
      idleHandle = requestIdle(done);
    };
    void firstInput().then(done);
    if (document.readyState === 'complete') whenLoaded();
    else window.addEventListener('load', whenLoaded, { once: true });
  });
  return idle;
}

const requestIdle = (task: () => void): number =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(task, { timeout: 2000 })
    : window.setTimeout(task, 1);

const cancelIdle = (handle: number) => {
  if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(handle);
  else window.clearTimeout(handle);
};
