import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { formatDateTime, type PasskeyView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { ShieldIcon } from '../../../components/ui/page-icons';
import { PasswordField } from '../../../components/ui/password-field';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { TextField } from '../../../components/ui/text-field';
import {
  passkeyQueries,
  useAddPasskey,
  useRemovePasskey,
  useRenamePasskey,
} from '../../../features/passkeys/api/passkeys-api';
import { passkeysSupported } from '../../../features/passkeys/model/ceremony';
import { showCeremonyFailure } from '../../../features/passkeys/model/ceremony-failure';
import { useSecondFactor } from '../../../features/two-factor/components/second-factor-field';
import { showSuccess } from '../../../lib/toast';
import './passkeys.css';

/**
 * Passkeys (issue #21 item 1): the account's passkeys with when each was added and last used,
 * adding one (the pay password first, since a passkey can confirm withdrawals), renaming and
 * removing. A passkey signs in without the password and confirms a withdrawal without the pay
 * password; it works only on this site, so a look-alike page cannot use it.
 */
export function PasskeysPage() {
  const { t } = useTranslation();
  const list = useQuery(passkeyQueries.list());
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<PasskeyView | null>(null);
  const [removing, setRemoving] = useState<PasskeyView | null>(null);
  const supported = passkeysSupported();

  return (
    <PageShell title={t('passkeys.title')}>
      <div className="passkeys-page">
        <div className="notice" role="note">
          <ShieldIcon />
          <p>{t('passkeys.intro')}</p>
        </div>
        {supported ? null : (
          <p className="passkeys-page__warning" role="status">
            {t('auth.passkeyUnsupported')}
          </p>
        )}
        {list.data ? (
          <PasskeyList passkeys={list.data} onRename={setRenaming} onRemove={setRemoving} />
        ) : (
          <QueryFallback query={list} />
        )}
        {supported ? (
          <PrimaryButton onClick={() => setAdding(true)}>{t('passkeys.add')}</PrimaryButton>
        ) : null}
      </div>
      <AddSheet visible={adding} onClose={() => setAdding(false)} />
      <RenameSheet passkey={renaming} onClose={() => setRenaming(null)} />
      <RemoveSheet passkey={removing} onClose={() => setRemoving(null)} />
    </PageShell>
  );
}

function PasskeyList({
  passkeys,
  onRename,
  onRemove,
}: {
  passkeys: PasskeyView[];
  onRename: (passkey: PasskeyView) => void;
  onRemove: (passkey: PasskeyView) => void;
}) {
  const { t } = useTranslation();
  if (passkeys.length === 0) {
    return <p className="passkeys-page__empty">{t('passkeys.none')}</p>;
  }
  return (
    <section className="card passkeys-card" aria-label={t('passkeys.title')}>
      <ul className="line-list">
        {passkeys.map((passkey) => (
          <li key={passkey.id} className="line-row passkey-row" data-testid="passkey-row">
            <span className="line-row__text passkey-row__text">
              <span className="passkey-row__title">
                {passkey.name}
                {passkey.synced ? (
                  <span className="line-row__badge">{t('passkeys.synced')}</span>
                ) : null}
              </span>
              <span className="passkey-row__detail">
                {t('passkeys.added', { time: formatDateTime(passkey.created_at) })}
              </span>
              <span className="passkey-row__detail">
                {passkey.last_used_at === null
                  ? t('passkeys.neverUsed')
                  : t('passkeys.lastUsed', { time: formatDateTime(passkey.last_used_at) })}
              </span>
            </span>
            <span className="passkey-row__actions">
              <Button
                size="small"
                aria-label={`${t('passkeys.rename')}: ${passkey.name}`}
                onClick={() => onRename(passkey)}
              >
                {t('passkeys.rename')}
              </Button>
              <Button
                size="small"
                color="danger"
                fill="outline"
                aria-label={`${t('passkeys.remove')}: ${passkey.name}`}
                onClick={() => onRemove(passkey)}
              >
                {t('passkeys.remove')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The pay password (and code) unlock the browser's passkey prompt; a name is optional. */
function AddSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const add = useAddPasskey();
  const secondFactor = useSecondFactor('passkey-add-second-factor');
  const [name, setName] = useState('');
  const [payPassword, setPayPassword] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await add.mutateAsync({ payPassword, name, ...secondFactor.body });
    } catch (error) {
      secondFactor.noticeError(error);
      showCeremonyFailure(error);
      return;
    } finally {
      secondFactor.clear();
    }
    showSuccess(t('passkeys.addedToast'));
    onClose();
  }

  return (
    <BottomSheet
      visible={visible}
      onClose={onClose}
      title={t('passkeys.add')}
      maskClosable={!add.isPending}
      afterClose={() => {
        setName('');
        setPayPassword('');
      }}
    >
      <form className="sheet__content passkeys-form" onSubmit={submit} noValidate>
        <p className="passkeys-form__text">{t('passkeys.addIntro')}</p>
        <TextField
          id="passkey-name"
          label={t('passkeys.name')}
          placeholder={t('passkeys.namePlaceholder')}
          value={name}
          onChange={setName}
          maxLength={40}
        />
        <PasswordField
          id="passkey-pay-password"
          label={t('fund.withdraw.payPassword')}
          placeholder={t('passkeys.payPasswordPlaceholder')}
          value={payPassword}
          onChange={(value) => setPayPassword(value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
        />
        {secondFactor.field}
        <PrimaryButton type="submit" loading={add.isPending} disabled={payPassword.length !== 6}>
          {t('passkeys.create')}
        </PrimaryButton>
      </form>
    </BottomSheet>
  );
}

function RenameSheet({ passkey, onClose }: { passkey: PasskeyView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const rename = useRenamePasskey();
  const [name, setName] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!passkey) return;
    try {
      await rename.mutateAsync({ id: passkey.id, name: name.trim() });
    } catch {
      return; // The API client showed why.
    }
    showSuccess(t('passkeys.renamed'));
    onClose();
  }

  return (
    <BottomSheet
      visible={passkey !== null}
      onClose={onClose}
      title={t('passkeys.rename')}
      afterShow={() => setName(passkey?.name ?? '')}
    >
      <form className="sheet__content passkeys-form" onSubmit={submit} noValidate>
        <TextField
          id="passkey-rename"
          label={t('passkeys.name')}
          value={name}
          onChange={setName}
          maxLength={40}
        />
        <PrimaryButton type="submit" loading={rename.isPending} disabled={!name.trim()}>
          {t('common.save')}
        </PrimaryButton>
      </form>
    </BottomSheet>
  );
}

/** Removing lowers the account's protection, so two-factor's code is asked when it is on. */
function RemoveSheet({ passkey, onClose }: { passkey: PasskeyView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useRemovePasskey();
  const secondFactor = useSecondFactor('passkey-remove-second-factor');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!passkey) return;
    try {
      await remove.mutateAsync({ id: passkey.id, ...secondFactor.body });
    } catch (error) {
      secondFactor.noticeError(error);
      return;
    } finally {
      secondFactor.clear();
    }
    showSuccess(t('passkeys.removed'));
    onClose();
  }

  return (
    <BottomSheet visible={passkey !== null} onClose={onClose} title={t('passkeys.removeTitle')}>
      <form className="sheet__content passkeys-form" onSubmit={submit} noValidate>
        <p className="passkeys-form__text">
          {t('passkeys.removeText', { name: passkey?.name ?? '' })}
        </p>
        {secondFactor.field}
        <Button block color="danger" type="submit" loading={remove.isPending}>
          {t('passkeys.remove')}
        </Button>
      </form>
    </BottomSheet>
  );
}
