import { describe, expect, it } from 'vitest';

import { captureInstallPrompt, installOffer, installState, promptInstall } from './install-prompt';

const env = {
  standalone: false,
  justInstalled: false,
  offer: false,
  userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36',
  maxTouchPoints: 5,
};

describe('what the install sheet offers', () => {
  it('says the app is installed when it runs standalone or was just installed', () => {
    expect(installState({ ...env, standalone: true, offer: true })).toBe('installed');
    expect(installState({ ...env, justInstalled: true })).toBe('installed');
  });
  it("uses the browser's own dialog when it offered one", () => {
    expect(installState({ ...env, offer: true })).toBe('prompt');
  });
  it('shows the Share steps on iPhone and on iPad (which calls itself a Mac with touch)', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1';
    const ipad = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15';
    expect(installState({ ...env, userAgent: iphone })).toBe('ios');
    expect(installState({ ...env, userAgent: ipad, maxTouchPoints: 5 })).toBe('ios');
    expect(installState({ ...env, userAgent: ipad, maxTouchPoints: 0 })).toBe('manual');
  });
  it("shows the browser menu's steps elsewhere", () => {
    expect(installState(env)).toBe('manual');
  });
});

describe('the kept install offer', () => {
  it('keeps the offer, prevents the mini bar, and can be used once', async () => {
    const target = new EventTarget() as unknown as Window;
    captureInstallPrompt(target);
    let prompted = 0;
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        prompted += 1;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' as const, platform: 'web' }),
    });
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(installOffer()).toBe(event);
    expect(await promptInstall()).toBe('accepted');
    expect(prompted).toBe(1);
    expect(installOffer()).toBeNull();
    expect(await promptInstall()).toBe('unavailable');
  });
});
