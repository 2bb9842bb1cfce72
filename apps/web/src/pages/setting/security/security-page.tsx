import { useState } from 'react';
import List from 'antd-mobile/es/components/list';
import Switch from 'antd-mobile/es/components/switch';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { LockIcon } from '../../../components/ui/icons';
import { KeyIcon, MailIcon, PhoneIcon, ShieldIcon } from '../../../components/ui/page-icons';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { paths } from '../../../config/paths';
import { useTwoFactorOn } from '../../../features/two-factor/api/two-factor-api';
import { useCurrentUser } from '../../../features/user/api/user-api';
import { maskEmail, maskMobile } from '../../../features/user/model/security-forms';
import { navigation } from '../../../lib/navigation';
import { readStorage, WEB_STORAGE_KEYS, writeStorage } from '../../../lib/storage';
import { BindEmailSheet, BindMobileSheet } from './bind-sheets';

type BindSheet = 'mobile' | 'email';

export function SecurityPage() {
  const { t } = useTranslation();
  const userQuery = useCurrentUser();
  const { user } = userQuery;
  const twoFactorOn = useTwoFactorOn();
  // The open sheet lives in the URL, so returning from the area picker reopens it.
  const [searchParams, setSearchParams] = useSearchParams();
  const openSheet = searchParams.get('bind') as BindSheet | null;
  const [stay, setStay] = useState(
    () => readStorage<boolean>(WEB_STORAGE_KEYS.stayLoggedIn) ?? true,
  );

  const showSheet = (sheet: BindSheet | null) =>
    setSearchParams(sheet ? { bind: sheet } : {}, { replace: true });

  if (!user) {
    return (
      <PageShell title={t('security.title')}>
        <QueryFallback query={userQuery} />
      </PageShell>
    );
  }

  const status = (done: boolean, text?: string) => (
    <span className={`status${done ? ' status--done' : ''}`}>
      {text ?? (done ? t('common.set') : t('common.notSet'))}
    </span>
  );

  return (
    <PageShell title={t('security.title')}>
      <div className="security-hero card">
        <ShieldIcon className="security-hero__icon" />
        <p>{t('security.intro')}</p>
      </div>
      <List className="card list-card">
        <List.Item
          prefix={<LockIcon className="list-icon" />}
          extra={status(true, t('security.modify'))}
          onClick={() => navigation.push(paths.password)}
          arrowIcon
        >
          {t('security.loginPassword')}
        </List.Item>
        <List.Item
          prefix={<KeyIcon className="list-icon" />}
          extra={status(user.has_pay_password)}
          onClick={() => navigation.push(paths.payPassword)}
          arrowIcon
        >
          {t('security.payPassword')}
        </List.Item>
        <List.Item
          prefix={<ShieldIcon className="list-icon" />}
          extra={status(twoFactorOn, t(twoFactorOn ? 'twoFactor.on' : 'twoFactor.off'))}
          onClick={() => navigation.push(paths.twoFactor)}
          arrowIcon
        >
          {t('twoFactor.title')}
        </List.Item>
        <List.Item
          prefix={<KeyIcon className="list-icon" />}
          onClick={() => navigation.push(paths.passkeys)}
          arrowIcon
        >
          {t('passkeys.title')}
        </List.Item>
        <List.Item
          prefix={<ShieldIcon className="list-icon" />}
          onClick={() => navigation.push(paths.whitelist)}
          arrowIcon
        >
          {t('whitelist.title')}
        </List.Item>
        <List.Item
          prefix={<PhoneIcon className="list-icon" />}
          onClick={() => navigation.push(paths.devices)}
          arrowIcon
        >
          {t('devices.title')}
        </List.Item>
        <List.Item
          prefix={<MailIcon className="list-icon" />}
          onClick={() => navigation.push(paths.antiPhishing)}
          arrowIcon
        >
          {t('antiPhishing.title')}
        </List.Item>
        <List.Item
          prefix={<PhoneIcon className="list-icon" />}
          extra={status(
            Boolean(user.mobile),
            user.mobile
              ? `+${user.area_code ?? ''} ${maskMobile(user.mobile)}`
              : t('common.notBound'),
          )}
          onClick={() => showSheet('mobile')}
          arrowIcon
        >
          {t('security.bindPhone')}
        </List.Item>
        <List.Item
          prefix={<MailIcon className="list-icon" />}
          extra={status(
            Boolean(user.email),
            user.email ? maskEmail(user.email) : t('common.notBound'),
          )}
          onClick={() => showSheet('email')}
          arrowIcon
        >
          {t('security.bindEmail')}
        </List.Item>
      </List>
      <List className="card list-card">
        <List.Item
          description={t('security.stayLoggedInDescription')}
          extra={
            <Switch
              checked={stay}
              aria-label={t('security.stayLoggedIn')}
              onChange={(next) => {
                setStay(next);
                writeStorage(WEB_STORAGE_KEYS.stayLoggedIn, next);
              }}
            />
          }
        >
          {t('security.stayLoggedIn')}
        </List.Item>
      </List>

      <BindMobileSheet visible={openSheet === 'mobile'} onClose={() => showSheet(null)} />
      <BindEmailSheet visible={openSheet === 'email'} onClose={() => showSheet(null)} />
    </PageShell>
  );
}
