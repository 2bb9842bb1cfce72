import { readStorage, WEB_STORAGE_KEYS, writeStorage } from '../../../lib/storage';

/** How many closed pop-up ids this device remembers; the oldest are forgotten first. */
const REMEMBERED = 50;

export function closedPopupIds(): number[] {
  const stored = readStorage<unknown>(WEB_STORAGE_KEYS.closedPopups);
  return Array.isArray(stored) ? stored.filter((id): id is number => typeof id === 'number') : [];
}

export function isPopupClosed(id: number): boolean {
  return closedPopupIds().includes(id);
}

/** Remembers that the user closed pop-up `id`, so it never shows again on this device. */
export function rememberClosedPopup(id: number): void {
  const ids = closedPopupIds().filter((known) => known !== id);
  ids.push(id);
  writeStorage(WEB_STORAGE_KEYS.closedPopups, ids.slice(-REMEMBERED));
}
