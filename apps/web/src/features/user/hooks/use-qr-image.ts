import { useEffect, useState } from 'react';

export interface QrImage {
  /** A PNG data URL, once drawn. */
  image: string | null;
  failed: boolean;
}

/**
 * A QR code of `text` as an image. The encoder loads on first use, so only screens that show a
 * code download it.
 */
export function useQrImage(text: string, enabled = true): QrImage {
  // The image belongs to one text; a result for another text is ignored.
  const [result, setResult] = useState<{ text: string; image: string | null } | null>(null);
  const current = result?.text === text ? result : null;

  useEffect(() => {
    if (!enabled || current || !text) return undefined;
    let cancelled = false;
    import('qrcode')
      .then((qrcode) =>
        qrcode.toDataURL(text, {
          margin: 1,
          width: 440,
          color: { dark: '#0f1115', light: '#ffffff' },
        }),
      )
      .then((image) => {
        if (!cancelled) setResult({ text, image });
      })
      .catch(() => {
        if (!cancelled) setResult({ text, image: null });
      });
    return () => {
      cancelled = true;
    };
  }, [enabled, text, current]);

  return { image: current?.image ?? null, failed: current !== null && current.image === null };
}
