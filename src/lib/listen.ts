/**
 * Adds each listener to `target` and returns the function that removes them all, as an effect's
 * cleanup wants it.
 */
export function listen(
  target: EventTarget,
  listeners: Record<string, (event: never) => void>,
  options?: boolean | AddEventListenerOptions,
): () => void {
  const entries = Object.entries(listeners) as [string, EventListener][];
  for (const [type, listener] of entries) target.addEventListener(type, listener, options);
  return () => {
    for (const [type, listener] of entries) target.removeEventListener(type, listener, options);
  };
}
