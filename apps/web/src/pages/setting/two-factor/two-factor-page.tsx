import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TotpEnrolmentView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { ShieldIcon } from '../../../components/ui/page-icons';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { TextField } from '../../../components/ui/text-field';
import {
  twoFactorQueries,
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useEnrolTwoFactor,
} from '../../../features/two-factor/api/two-factor-api';
import { SecondFactorField } from '../../../features/two-factor/components/second-factor-field';
import {
  EMPTY_SECOND_FACTOR,
  secondFactorBody,
  type SecondFactorValue,
} from '../../../features/two-factor/model/second-factor';
import { QrImage } from '../../../features/user/components/qr-image';
import { copyText } from '../../../lib/clipboard';
import { showSuccess, showToast } from '../../../lib/toast';
import './two-factor.css';

/**
 * Two-factor authentication (issue #21 item 2): set up with an authenticator app (QR code or the
 * key typed in, then a first code), ten recovery codes shown once, and turning it off with a code.
 * Once on, sign-in, withdrawals, new addresses and cards, and password changes ask for a code.
 */
export function TwoFactorPage() {
  const { t } = useTranslation();
  const status = useQuery(twoFactorQueries.status());
  // Shown once, right after the confirming code; leaving the page forgets them.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const title = t('twoFactor.title');

  if (recoveryCodes) {
    return (
      <PageShell title={title}>
        <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
      </PageShell>
    );
  }
  if (!status.data) {
    return (
      <PageShell title={title}>
        <QueryFallback query={status} />
      </PageShell>
    );
  }
  return (
    <PageShell title={title}>
      <div className="two-factor-page">
        <div className="notice" role="note">
          <ShieldIcon />
          <p>{t('twoFactor.intro')}</p>
        </div>
        <p className="two-factor-state" data-testid="two-factor-state">
          <span className={`status${status.data.enabled ? ' status--done' : ''}`}>
            {t(status.data.enabled ? 'twoFactor.on' : 'twoFactor.off')}
          </span>
        </p>
        {status.data.enabled ? (
          <TurnOff codesLeft={status.data.recovery_codes_left} />
        ) : (
          <SetUp onConfirmed={setRecoveryCodes} />
        )}
      </div>
    </PageShell>
  );
}

/** The key as a QR code and as text, then the first code that turns two-factor on. */
function SetUp({ onConfirmed }: { onConfirmed: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const enrol = useEnrolTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [enrolment, setEnrolment] = useState<TotpEnrolmentView | null>(null);
  const [code, setCode] = useState('');

  async function start() {
    try {
      setEnrolment(await enrol.mutateAsync());
    } catch {
      // The API client showed why.
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const { recovery_codes } = await confirm.mutateAsync(code.trim());
      showSuccess(t('twoFactor.turnedOn'));
      onConfirmed(recovery_codes);
    } catch {
      setCode('');
    }
  }

  if (!enrolment) {
    return (
      <PrimaryButton onClick={() => void start()} loading={enrol.isPending}>
        {t('twoFactor.setUp')}
      </PrimaryButton>
    );
  }
  return (
    <form className="two-factor-card card" onSubmit={submit} noValidate>
      <h2 className="two-factor-card__title">{t('twoFactor.stepScan')}</h2>
      <QrImage text={enrolment.uri} alt={t('twoFactor.qrAlt')} />
      <p className="two-factor-card__text">{t('twoFactor.orKey')}</p>
      <p className="two-factor-key" data-testid="two-factor-key">
        {enrolment.secret}
      </p>
      <button
        type="button"
        className="link two-factor-card__copy"
        onClick={() =>
          void copyText(enrolment.secret).then((done) =>
            showToast(done ? t('common.copied') : t('common.copyFailed')),
          )
        }
      >
        {t('twoFactor.copyKey')}
      </button>
      <h2 className="two-factor-card__title">{t('twoFactor.stepCode')}</h2>
      <TextField
        id="two-factor-confirm"
        label={t('auth.authenticatorCode')}
        placeholder={t('auth.authenticatorCodePlaceholder')}
        value={code}
        onChange={setCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
      <PrimaryButton type="submit" loading={confirm.isPending} disabled={code.trim().length !== 6}>
        {t('twoFactor.turnOn')}
      </PrimaryButton>
    </form>
  );
}

/** The ten recovery codes, shown this once, with copy. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="two-factor-page">
      <div className="two-factor-card card">
        <h2 className="two-factor-card__title">{t('twoFactor.recoveryTitle')}</h2>
        <p className="two-factor-card__text">{t('twoFactor.recoveryIntro')}</p>
        <ol className="two-factor-codes" data-testid="recovery-codes">
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
        <button
          type="button"
          className="link two-factor-card__copy"
          onClick={() =>
            void copyText(codes.join('\n')).then((done) =>
              showToast(done ? t('common.copied') : t('common.copyFailed')),
            )
          }
        >
          {t('twoFactor.copyCodes')}
        </button>
      </div>
      <PrimaryButton onClick={onDone}>{t('twoFactor.savedThem')}</PrimaryButton>
    </div>
  );
}

/** Turning two-factor off takes a current code or a recovery code. */
function TurnOff({ codesLeft }: { codesLeft: number }) {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  const [value, setValue] = useState<SecondFactorValue>(EMPTY_SECOND_FACTOR);

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await disable.mutateAsync(secondFactorBody(value));
      showSuccess(t('twoFactor.turnedOff'));
    } catch {
      setValue({ ...value, code: '' });
    }
  }

  return (
    <form className="two-factor-card card" onSubmit={submit} noValidate>
      <p className="two-factor-card__text" data-testid="recovery-left">
        {t('twoFactor.codesLeft', { count: codesLeft })}
      </p>
      <h2 className="two-factor-card__title">{t('twoFactor.turnOffTitle')}</h2>
      <p className="two-factor-card__text">{t('twoFactor.turnOffIntro')}</p>
      <SecondFactorField id="two-factor-disable" value={value} onChange={setValue} />
      <PrimaryButton type="submit" loading={disable.isPending} disabled={!value.code.trim()}>
        {t('twoFactor.turnOff')}
      </PrimaryButton>
    </form>
  );
}
