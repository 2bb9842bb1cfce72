/**
 * The browser's offer to install the app (`beforeinstallprompt`, Chromium browsers): kept from
 * start-up, since it fires once, early, and the download tile may be tapped much later.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let offered: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Starts listening for the browser's offer and for the app being installed (main.tsx). */
export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    // Keep the offer for the download tile instead of the browser's own mini bar.
    event.preventDefault();
    offered = event as InstallPromptEvent;
    notify();
  });
  target.addEventListener('appinstalled', () => {
    offered = null;
    installed = true;
    notify();
  });
}

export function installOffer(): InstallPromptEvent | null {
  return offered;
}

/** Shows the browser's install dialog; the offer can be used once. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = offered;
  if (!event) return 'unavailable';
  offered = null;
  await event.prompt();
  const choice = await event.userChoice;
  if (choice.outcome === 'accepted') installed = true;
  notify();
  return choice.outcome;
}

export function subscribeInstall(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where the install sheet stands on this device. */
export type InstallState = 'installed' | 'prompt' | 'ios' | 'manual';

/**
 * Installed when the app runs standalone (or was just installed); the browser's own dialog when it
 * offered one; the Share steps on iPhone and iPad Safari; else the steps for a browser's menu.
 */
export function installState(env: {
  standalone: boolean;
  justInstalled: boolean;
  offer: boolean;
  userAgent: string;
  maxTouchPoints: number;
}): InstallState {
  if (env.standalone || env.justInstalled) return 'installed';
  if (env.offer) return 'prompt';
  const ios =
    /iPad|iPhone|iPod/.test(env.userAgent) ||
    // iPadOS Safari reports itself as a Mac with touch.
    (/Macintosh/.test(env.userAgent) && env.maxTouchPoints > 1);
  return ios ? 'ios' : 'manual';
}

/** The state on this device now. */
export function currentInstallState(): InstallState {
  const standalone =
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return installState({
    standalone,
    justInstalled: installed,
    offer: offered !== null,
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
  });
}
