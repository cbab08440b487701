const flag = 'contrail:chunk-reload';

/** A failed route chunk (e.g. after a new deploy) reloads the page once instead of leaving it blank (spec §8). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch/i.test(
    message,
  );
}

/** Reloads once per page; answers false when a reload was already tried (then the error page shows). */
export function reloadOnce(
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  reload = () => location.reload(),
): boolean {
  if (storage.getItem(flag) === location.pathname) return false;
  storage.setItem(flag, location.pathname);
  reload();
  return true;
}

export function clearReloadFlag(storage: Pick<Storage, 'removeItem'> = sessionStorage) {
  storage.removeItem(flag);
}

export function installChunkReload() {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce()) event.preventDefault();
  });
}
