import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { useLatest } from '../../../lib/use-latest';
import { addressFromScan } from './scanned-address';

/** Why the camera cannot scan, translated under `fund.withdraw.typed.scan.*`. */
type ScanProblem = 'denied' | 'noCamera' | 'failed';

interface Scanner {
  start(): Promise<void>;
  destroy(): void;
}

/**
 * Why starting the camera failed. qr-scanner reports every getUserMedia failure as "Camera not
 * found.", so the browser's permission state tells a refusal apart from a missing camera.
 */
async function problemOf(error: unknown): Promise<ScanProblem> {
  if (error instanceof DOMException && error.name === 'NotAllowedError') return 'denied';
  try {
    const state = await navigator.permissions?.query({ name: 'camera' });
    if (state?.state === 'denied') return 'denied';
  } catch {
    // Some browsers cannot query the camera permission; fall through to the device check.
  }
  const hasCamera =
    typeof navigator.mediaDevices?.enumerateDevices === 'function' &&
    (await navigator.mediaDevices.enumerateDevices()).some((d) => d.kind === 'videoinput');
  return hasCamera ? 'failed' : 'noCamera';
}

/**
 * The camera, reading QR codes until one holds an address. Mounted only while the sheet is open,
 * so each opening starts afresh and closing stops the camera. The scanner library is loaded only
 * here, when the user taps Scan, so it never weighs on the first page load.
 */
function ScannerView({ onAddress }: { onAddress: (address: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<ScanProblem | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const found = useLatest(onAddress);

  useEffect(() => {
    let scanner: Scanner | null = null;
    let stopped = false;
    void (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera API');
        const { default: QrScanner } = await import('qr-scanner');
        if (stopped || !video.current) return;
        scanner = new QrScanner(
          video.current,
          (result) => {
            const address = addressFromScan(result.data);
            if (!address) return setUnreadable(true);
            stopped = true;
            scanner?.destroy();
            found.current(address);
          },
          { returnDetailedScanResult: true, preferredCamera: 'environment' },
        );
        await scanner.start();
      } catch (error) {
        if (!stopped) setProblem(await problemOf(error));
      }
    })();
    return () => {
      stopped = true;
      scanner?.destroy();
    };
  }, [found]);

  if (problem) {
    return (
      <p className="notice notice--warning" role="alert">
        {t(`fund.withdraw.typed.scan.${problem}`)}
      </p>
    );
  }
  return (
    <>
      <video
        ref={video}
        className="withdraw-scan__video"
        muted
        playsInline
        aria-label={t('fund.withdraw.typed.scan.camera')}
      />
      <p className="withdraw-scan__hint" role="status">
        {unreadable ? t('fund.withdraw.typed.scan.noAddress') : t('fund.withdraw.typed.scan.hint')}
      </p>
    </>
  );
}

/** The address QR scanner in a bottom sheet. */
export function QrScanSheet({
  visible,
  onClose,
  onAddress,
}: {
  visible: boolean;
  onClose: () => void;
  onAddress: (address: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <BottomSheet
      visible={visible}
      onClose={onClose}
      title={t('fund.withdraw.typed.scan.title')}
      destroyOnClose
    >
      <div className="sheet__content withdraw-scan">
        {visible ? <ScannerView onAddress={onAddress} /> : null}
      </div>
    </BottomSheet>
  );
}
