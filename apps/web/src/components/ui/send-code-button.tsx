import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMING } from '@meridian/contract';

interface SendCodeButtonProps {
  /**
   * Validates and sends; resolve false (or reject) when nothing was sent, so no countdown starts.
   */
  onSend: () => Promise<boolean>;
  /** Identifies the address, so the countdown survives leaving and re-entering the page. */
  countdownKey: string;
  disabled?: boolean;
}

const storageKey = (key: string) => `code-countdown:${key}`;

function remainingSeconds(key: string): number {
  try {
    const until = Number(sessionStorage.getItem(storageKey(key)));
    return Number.isFinite(until) ? Math.max(0, Math.ceil((until - Date.now()) / 1000)) : 0;
  } catch {
    return 0;
  }
}

/** "Send code", then a 60 s countdown before it can send again (PRODUCT-RULES.md §2). */
export function SendCodeButton({ onSend, countdownKey, disabled }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const [remaining, setRemaining] = useState(() => remainingSeconds(countdownKey));
  const [sending, setSending] = useState(false);

  useEffect(() => {
    setRemaining(remainingSeconds(countdownKey));
  }, [countdownKey]);

  useEffect(() => {
    if (remaining <= 0) return undefined;
    const timer = setTimeout(() => setRemaining(remainingSeconds(countdownKey)), 1000);
    return () => clearTimeout(timer);
  }, [remaining, countdownKey]);

  async function handleClick() {
    if (sending || remaining > 0) return;
    setSending(true);
    try {
      const sent = await onSend();
      if (sent) {
        try {
          sessionStorage.setItem(
            storageKey(countdownKey),
            String(Date.now() + TIMING.codeResendSeconds * 1000),
          );
        } catch {
          // The countdown still runs in memory.
        }
        setRemaining(TIMING.codeResendSeconds);
      }
    } catch {
      // The API client already showed why.
    } finally {
      setSending(false);
    }
  }

  const counting = remaining > 0;
  return (
    <button
      type="button"
      className="send-code"
      disabled={disabled || sending || counting}
      onClick={handleClick}
    >
      {counting ? t('auth.resendIn', { seconds: remaining }) : sending ? t('auth.sending') : t('auth.sendCode')}
    </button>
  );
}
