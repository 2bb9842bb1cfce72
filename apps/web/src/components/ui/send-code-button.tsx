import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMING } from '@meridian/contract';

export interface SendCodeButtonProps {
  /**
   * Validates and sends; resolve false (or reject) when nothing was sent, so no countdown starts.
   */
  onSend: () => Promise<boolean>;
  /** Identifies the address, so the countdown survives leaving and re-entering the page. */
  countdownKey: string;
  disabled?: boolean;
}

const storageKey = (key: string) => `code-countdown:${key}`;

/** When the address may receive another code (ms), or 0. */
function readDeadline(key: string): number {
  try {
    const until = Number(sessionStorage.getItem(storageKey(key)));
    return Number.isFinite(until) ? until : 0;
  } catch {
    return 0;
  }
}

function writeDeadline(key: string, until: number): void {
  try {
    sessionStorage.setItem(storageKey(key), String(until));
  } catch {
    // The countdown still runs in memory.
  }
}

/** "Send code", then a 60 s countdown before it can send again (PRODUCT-RULES.md §2). */
export function SendCodeButton({ onSend, countdownKey, disabled }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const [deadline, setDeadline] = useState(() => readDeadline(countdownKey));
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  // A different address has its own countdown.
  const [shownKey, setShownKey] = useState(countdownKey);
  if (shownKey !== countdownKey) {
    setShownKey(countdownKey);
    setDeadline(readDeadline(countdownKey));
  }

  // The clock ticks only while a countdown runs; each tick re-renders even if the second shown
  // has not changed yet, so a timer firing early can never freeze the countdown.
  useEffect(() => {
    if (deadline <= Date.now()) return undefined;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  const remaining = Math.max(0, Math.ceil((deadline - now) / 1000));

  async function handleClick() {
    if (sending || remaining > 0) return;
    setSending(true);
    try {
      const sent = await onSend();
      if (sent) {
        const started = Date.now();
        const until = started + TIMING.codeResendSeconds * 1000;
        writeDeadline(countdownKey, until);
        setNow(started);
        setDeadline(until);
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
      {counting
        ? t('auth.resendIn', { seconds: remaining })
        : sending
          ? t('auth.sending')
          : t('auth.sendCode')}
    </button>
  );
}
