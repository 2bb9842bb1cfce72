import type { CSSProperties } from 'react';
import type * as ToastModuleNamespace from 'antd-mobile/es/components/toast';
import { TIMING } from '@meridian/contract';

type ToastModule = typeof ToastModuleNamespace;
type ShowProps = Exclude<Parameters<ToastModule['default']['show']>[0], string>;

/** Toasts sit above every popup and dialog (SPEC.md §9: toast layer 10090). */
const maskStyle = { '--z-index': '10090' } as CSSProperties;

export interface ToastHandle {
  close: () => void;
}

// Toast pulls in antd-mobile's Mask and react-spring; nothing toasts before the first
// interaction, so it loads on demand (and is prefetched when the browser is idle) to keep the
// entry chunk small.
let toastModule: Promise<ToastModule> | null = null;

function loadToast(): Promise<ToastModule> {
  toastModule ??= Promise.all([import('antd-mobile/es/components/toast'), import('./antd-render')])
    .then(([module]) => module)
    .catch((error: unknown) => {
      toastModule = null;
      throw error;
    });
  return toastModule;
}

export function preloadToast(): void {
  void loadToast().catch(() => undefined);
}

/**
 * antd-mobile shows one toast at a time and reuses its handler when a new toast replaces the old
 * one, so closing a stale handler would close the newer toast. Each handle here only closes the
 * toast it opened, and a toast superseded before its module loaded never shows.
 */
let generation = 0;

function open(props: ShowProps): ToastHandle {
  const mine = ++generation;
  let handler: { close: () => void } | null = null;
  let closed = false;
  loadToast()
    .then(({ default: Toast }) => {
      if (closed || generation !== mine) return;
      // antd-mobile hands a new toast to the one on screen, which keeps that one's timer: a text
      // after a loading indicator (no timer) would never close. Close the old one first.
      Toast.clear();
      handler = Toast.show({ position: 'center', maskStyle, ...props });
    })
    .catch(() => {
      // Without the toast module the message cannot be shown; the page's own state still is.
    });
  return {
    close: () => {
      closed = true;
      if (generation === mine) handler?.close();
    },
  };
}

/** A text toast for `duration` ms (default 1500, SPEC.md §9). */
export function showToast(content: string, duration: number = TIMING.toastMs): ToastHandle {
  return open({ content, duration });
}

export function showSuccess(content: string, duration: number = TIMING.toastMs): ToastHandle {
  return open({ content, duration, icon: 'success' });
}

export function showFailure(content: string, duration: number = TIMING.toastMs): ToastHandle {
  return open({ content, duration, icon: 'fail' });
}

/** A blocking loading indicator that stays until closed. */
export function showLoading(content?: string): ToastHandle {
  return open({ content, icon: 'loading', duration: 0, maskClickable: false });
}

export function clearToasts(): void {
  generation++;
  void loadToast()
    .then(({ default: Toast }) => Toast.clear())
    .catch(() => undefined);
}
