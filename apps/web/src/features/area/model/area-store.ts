import { useSyncExternalStore } from 'react';
import { AREA_CODE_LIST, type AreaCode } from '@meridian/contract';

import { findArea } from './area-options';

/**
 * The area chosen on the picker page, read by the form that opened it (login, register, password,
 * security). Kept in sessionStorage so it survives the round trip and a reload.
 */
const KEY = 'selected-area';
const DEFAULT_AREA = AREA_CODE_LIST[0] as AreaCode;

const listeners = new Set<() => void>();
let selected: AreaCode = readSelected();

function readSelected(): AreaCode {
  try {
    const id = Number(sessionStorage.getItem(KEY));
    return findArea(id) ?? DEFAULT_AREA;
  } catch {
    return DEFAULT_AREA;
  }
}

export function getSelectedArea(): AreaCode {
  return selected;
}

export function selectArea(area: AreaCode): void {
  selected = area;
  try {
    sessionStorage.setItem(KEY, String(area.id));
  } catch {
    // Without sessionStorage the choice lasts until reload.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSelectedArea(): AreaCode {
  return useSyncExternalStore(subscribe, getSelectedArea, getSelectedArea);
}
