import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';

import { Providers } from '../../../../app/providers';
import { createQueryClient } from '../../../../lib/query-client';
import { QrScanSheet } from '../qr-scan-sheet';

// No camera in CI: the scanner library is replaced by one whose start() does what a browser would.
const scanner = vi.hoisted(() => ({
  start: vi.fn<() => Promise<void>>(),
  onDecode: null as null | ((result: { data: string }) => void),
}));
vi.mock('qr-scanner', () => ({
  default: class {
    constructor(_video: HTMLVideoElement, onDecode: (result: { data: string }) => void) {
      scanner.onDecode = onDecode;
    }
    start = scanner.start;
    destroy() {}
  },
}));

function open(onAddress = vi.fn()) {
  render(
    <Providers queryClient={createQueryClient()}>
      <QrScanSheet visible onClose={() => undefined} onAddress={onAddress} />
    </Providers>,
  );
  return onAddress;
}

function withCamera(devices: MediaDeviceInfo[]) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(), enumerateDevices: async () => devices },
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
  scanner.start.mockReset();
  scanner.onDecode = null;
});

describe('QR scan sheet', () => {
  it('says there is no camera when the browser has none', async () => {
    open();
    expect(await screen.findByText('No camera was found. Paste the address instead.')).toBeTruthy();
  });

  it('says the camera was refused, and how to allow it', async () => {
    withCamera([{ kind: 'videoinput' } as MediaDeviceInfo]);
    scanner.start.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    open();
    expect(
      await screen.findByText(
        'Camera access was denied. Allow the camera in your browser settings, or paste the address.',
      ),
    ).toBeTruthy();
  });

  it('hands over the address of a scanned payment URI, and waits on a code without one', async () => {
    withCamera([{ kind: 'videoinput' } as MediaDeviceInfo]);
    scanner.start.mockResolvedValue(undefined);
    const onAddress = open();
    await vi.waitFor(() => expect(scanner.onDecode).not.toBeNull());

    scanner.onDecode!({ data: 'https://example.com/menu' });
    expect(await screen.findByText('This QR code holds no address. Try another one.')).toBeTruthy();
    expect(onAddress).not.toHaveBeenCalled();

    scanner.onDecode!({ data: 'tron:TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t?amount=10' });
    expect(onAddress).toHaveBeenCalledWith('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
  });
});
