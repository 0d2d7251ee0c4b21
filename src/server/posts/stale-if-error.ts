import 'server-only';

/**
 * Remembers the last good answer of each read, so that when the content service fails the
 * site keeps serving what it last had instead of an error. Bounded: the oldest entries go first.
 */
export function createStaleIfError(maxEntries = 500) {
  const lastGood = new Map<string, unknown>();

  return async function staleIfError<T>(
    key: string,
    load: () => Promise<T>,
    onStale: (error: unknown) => void | Promise<void>,
  ): Promise<T> {
    try {
      const value = await load();
      lastGood.delete(key);
      lastGood.set(key, value);
      if (lastGood.size > maxEntries) lastGood.delete(lastGood.keys().next().value!);
      return value;
    } catch (error) {
      if (!lastGood.has(key)) throw error;
      await onStale(error);
      return lastGood.get(key) as T;
    }
  };
}
