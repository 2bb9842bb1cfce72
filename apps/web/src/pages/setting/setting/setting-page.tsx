import { useState, type ComponentType, type SVGProps } from 'react';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { Amount } from '../../../components/ui/amount';
import { Avatar } from '../../../components/ui/avatar';
import { ErrorState } from '../../../components/ui/error-state';
import { InfoIcon, ReceiptIcon, WalletIcon } from '../../../components/ui/icons';
import {
  CoinIcon,
  CopyIcon,
  GlobeIcon,
  HeadsetIcon,
  HelpIcon,
  IdCardIcon,
  LogoutIcon,
  QrIcon,
  ScaleIcon,
  ShareIcon,
  ShieldIcon,
  UserIcon,
} from '../../../components/ui/page-icons';
import { paths } from '../../../config/paths';
import { useLogout } from '../../../features/auth/api/auth-api';
import { kycQueries } from '../../../features/kyc/api/kyc-queries';
import { summariseKyc } from '../../../features/kyc/model/kyc-state';
import { BankCardIcon, GlobeCardIcon } from '../../../features/payout/components/payout-icons';
import { FiatSheet } from '../../../features/preferences/components/fiat-sheet';
import { LanguageSheet } from '../../../features/preferences/components/language-sheet';
import { useCurrentUser } from '../../../features/user/api/user-api';
import { InviteQrSheet } from '../../../features/user/components/invite-qr-sheet';
import { copyText } from '../../../lib/clipboard';
import { confirmDialog } from '../../../lib/dialog';
import { useFiat } from '../../../lib/fiat';
import { currentLanguage, LANGUAGE_META } from '../../../lib/i18n';
import { navigation } from '../../../lib/navigation';
import { clearSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

interface Row {
  key: string;
  label: string;
  Icon: Icon;
  extra?: string;
  onClick: () => void;
}

export function SettingPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const userQuery = useCurrentUser();
  const { user } = userQuery;
  const { fiat } = useFiat();
  const logout = useLogout();
  // The identity row shows the audit state too (under audit, audit failed), not only the level.
  const kycState = useQuery({ ...kycQueries.state(), enabled: userQuery.isLoggedIn });
  const [sheet, setSheet] = useState<'language' | 'fiat' | 'qr' | null>(null);

  const levelKey =
    (['setting.level0', 'setting.level1', 'setting.level2'] as const)[user?.real_level ?? 0] ??
    'setting.level0';

  const accountRows: Row[] = [
    {
      key: 'info',
      label: t('setting.personalInfo'),
      Icon: UserIcon,
      onClick: () => navigation.push(paths.userInfo),
    },
    {
      key: 'security',
      label: t('setting.security'),
      Icon: ShieldIcon,
      onClick: () => navigation.push(paths.security),
    },
    {
      key: 'real',
      label: t('setting.realName'),
      Icon: IdCardIcon,
      extra: kycState.data ? t(`kyc.summary.${summariseKyc(kycState.data)}`) : t(levelKey),
      onClick: () => navigation.push(paths.real),
    },
    {
      key: 'wallet',
      label: t('setting.wallet'),
      Icon: WalletIcon,
      onClick: () => navigation.push(paths.wallet),
    },
    {
      key: 'bank',
      label: t('setting.bankCard'),
      Icon: BankCardIcon,
      onClick: () => navigation.push(paths.bank),
    },
    {
      key: 'bankInternational',
      label: t('setting.bankCardInternational'),
      Icon: GlobeCardIcon,
      onClick: () => navigation.push(paths.bankInternational),
    },
    {
      key: 'bill',
      label: t('setting.bill'),
      Icon: ReceiptIcon,
      onClick: () => navigation.push(paths.bill),
    },
  ];
  const preferenceRows: Row[] = [
    {
      key: 'language',
      label: t('setting.language'),
      Icon: GlobeIcon,
      extra: LANGUAGE_META[currentLanguage()].nativeName,
      onClick: () => setSheet('language'),
    },
    {
      key: 'fiat',
      label: t('setting.fiat'),
      Icon: CoinIcon,
      extra: fiat,
      onClick: () => setSheet('fiat'),
    },
  ];
  const moreRows: Row[] = [
    {
      key: 'share',
      label: t('setting.share'),
      Icon: ShareIcon,
      onClick: () => navigation.push(paths.share),
    },
    {
      key: 'faq',
      label: t('setting.faq'),
      Icon: HelpIcon,
      onClick: () => navigation.push(paths.faq),
    },
    {
      key: 'compliance',
      label: t('setting.compliance'),
      Icon: ScaleIcon,
      onClick: () => navigation.push(paths.operationalCompliance),
    },
    {
      key: 'about',
      label: t('setting.aboutUs'),
      Icon: InfoIcon,
      onClick: () => navigation.push(paths.aboutUs),
    },
    {
      key: 'contact',
      label: t('setting.contactUs'),
      Icon: HeadsetIcon,
      onClick: () => navigation.push(paths.contactUs),
    },
  ];

  async function confirmLogout() {
    const confirmed = await confirmDialog({
      content: t('setting.logoutConfirm'),
      confirmText: t('setting.logout'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    try {
      await logout.mutateAsync();
    } catch {
      // Even if the server cannot be told, this device forgets the session.
    }
    clearSession();
    queryClient.clear();
    showToast(t('setting.loggedOut'));
    navigation.relaunch(paths.home);
  }

  function renderRows(rows: Row[]) {
    return rows.map(({ key, label, Icon, extra, onClick }) => (
      <List.Item
        key={key}
        prefix={<Icon className="list-icon" />}
        extra={extra}
        onClick={onClick}
        arrowIcon
      >
        {label}
      </List.Item>
    ));
  }

  let header;
  if (user) {
    const name = user.nickname || user.username;
    header = (
      <section className="profile card">
        <button
          type="button"
          className="profile__main"
          onClick={() => navigation.push(paths.userInfo)}
        >
          <Avatar src={user.head_portrait} name={name} size={60} />
          <div className="profile__text">
            <h1 className="profile__name">{name}</h1>
            <p className="profile__meta">
              {t('setting.uid')} {user.id}
              <span className={`badge${user.real_level > 0 ? ' badge--gold' : ''}`}>
                {t(levelKey)}
              </span>
            </p>
            {user.signature ? <p className="profile__signature">{user.signature}</p> : null}
          </div>
        </button>
        <div className="profile__stats">
          <div className="stat">
            <span className="stat__label">{t('setting.inviteCode')}</span>
            <span className="stat__value stat__value--row">
              <span className="mono">{user.invite_code}</span>
              <button
                type="button"
                className="icon-button icon-button--small"
                aria-label={t('common.copy')}
                onClick={async () => {
                  showToast(
                    t((await copyText(user.invite_code)) ? 'common.copied' : 'common.copyFailed'),
                  );
                }}
              >
                <CopyIcon />
              </button>
              <button
                type="button"
                className="icon-button icon-button--small"
                aria-label={t('setting.inviteQr')}
                onClick={() => setSheet('qr')}
              >
                <QrIcon />
              </button>
            </span>
          </div>
          <div className="stat">
            <span className="stat__label">{t('setting.creditScore')}</span>
            <span className="stat__value">
              <Amount value={user.credit_score} precision={0} />
            </span>
          </div>
        </div>
      </section>
    );
  } else if (userQuery.isError) {
    header = (
      <ErrorState compact error={userQuery.error} onRetry={() => void userQuery.refetch()} />
    );
  } else {
    header = (
      <section className="profile card" aria-busy="true">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={2} animated />
      </section>
    );
  }

  return (
    <PageShell title={t('setting.title')}>
      {header}
      <List className="card list-card" header={t('setting.account')}>
        {renderRows(accountRows)}
      </List>
      <List className="card list-card" header={t('setting.preferences')}>
        {renderRows(preferenceRows)}
      </List>
      <List className="card list-card" header={t('setting.more')}>
        {renderRows(moreRows)}
      </List>
      <div className="page-actions">
        <Button
          block
          shape="rounded"
          size="large"
          className="button-danger"
          loading={logout.isPending}
          onClick={confirmLogout}
        >
          <LogoutIcon className="button-icon" /> {t('setting.logout')}
        </Button>
      </div>

      <LanguageSheet visible={sheet === 'language'} onClose={() => setSheet(null)} />
      <FiatSheet visible={sheet === 'fiat'} onClose={() => setSheet(null)} />
      {user ? (
        <InviteQrSheet
          visible={sheet === 'qr'}
          inviteCode={user.invite_code}
          onClose={() => setSheet(null)}
        />
      ) : null}
    </PageShell>
  );
}
