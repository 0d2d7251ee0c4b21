/** After a page file fails to load, reload at most once per path per 10 s, so a missing file cannot cause a reload loop. */
export const chunkReloadGuardMs = 10_000;

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const keyFor = (path: string) => `wasla:chunk-reload:${path}`;

/** True (and records the attempt) when the page at `path` may reload now. */
export function claimChunkReload(path: string, now: number, store: KeyValueStore): boolean {
  const last = Number(store.getItem(keyFor(path)));
  if (Number.isFinite(last) && last > 0 && now - last < chunkReloadGuardMs) return false;
  store.setItem(keyFor(path), String(now));
  return true;
}

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return (
    name === 'ChunkLoadError' ||
    (typeof message === 'string' &&
      /Loading (CSS )?chunk [\w/.-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
        message,
      ))
  );
}
