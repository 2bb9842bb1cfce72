import type { ComponentType, SVGProps } from 'react';
import List from 'antd-mobile/es/components/list';
import type { RealStateView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { InfoIcon, ReceiptIcon, WalletIcon } from '../../../components/ui/icons';
import {
  CoinIcon,
  GlobeIcon,
  HeadsetIcon,
  HelpIcon,
  IdCardIcon,
  ScaleIcon,
  ShareIcon,
  ShieldIcon,
  UserIcon,
} from '../../../components/ui/page-icons';
import { paths } from '../../../config/paths';
import { summariseKyc } from '../../../features/kyc/model/kyc-state';
import { BankCardIcon, GlobeCardIcon } from '../../../features/payout/components/payout-icons';
import { useFiat } from '../../../lib/fiat';
import { currentLanguage, LANGUAGE_META } from '../../../lib/i18n';
import { navigation } from '../../../lib/navigation';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

export interface Row {
  key: string;
  label: string;
  Icon: Icon;
  extra?: string;
  onClick: () => void;
}

/** The level's name key, e.g. `setting.level1`, for the profile badge and the identity row. */
export function levelKeyOf(realLevel: number) {
  return (
    (['setting.level0', 'setting.level1', 'setting.level2'] as const)[realLevel] ?? 'setting.level0'
  );
}

/** The settings menu: account, preferences and more, each row opening its page or sheet. */
export function useSettingRows(
  realLevel: number,
  kycState: RealStateView | undefined,
  openSheet: (sheet: 'language' | 'fiat') => void,
): { account: Row[]; preference: Row[]; more: Row[] } {
  const { t } = useTranslation();
  const { fiat } = useFiat();
  const levelKey = levelKeyOf(realLevel);
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
      extra: kycState ? t(`kyc.summary.${summariseKyc(kycState)}`) : t(levelKey),
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
      onClick: () => openSheet('language'),
    },
    {
      key: 'fiat',
      label: t('setting.fiat'),
      Icon: CoinIcon,
      extra: fiat,
      onClick: () => openSheet('fiat'),
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

  return { account: accountRows, preference: preferenceRows, more: moreRows };
}

/** A settings group's rows as list items with their icon, value and arrow. */
export function SettingRows({ rows }: { rows: Row[] }) {
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
