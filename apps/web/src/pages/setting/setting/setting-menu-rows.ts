import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';

import { InfoIcon, ReceiptIcon, WalletIcon } from '../../../components/ui/icons';
import {
  HeadsetIcon,
  HelpIcon,
  IdCardIcon,
  ScaleIcon,
  ShareIcon,
  ShieldIcon,
  UserIcon,
} from '../../../components/ui/page-icons';
import { paths } from '../../../config/paths';
import { BankCardIcon, GlobeCardIcon } from '../../../features/payout/components/payout-icons';
import { navigation } from '../../../lib/navigation';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

export interface Row {
  key: string;
  label: string;
  Icon: Icon;
  extra?: string;
  onClick: () => void;
}

/** The account group: profile, security, identity (with its state), wallet, cards and bill. */
export function useAccountRows(realExtra: string): Row[] {
  const { t } = useTranslation();
  return [
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
      extra: realExtra,
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
}

/** The "more" group: share, FAQ, compliance, about and contact pages. */
export function useMoreRows(): Row[] {
  const { t } = useTranslation();
  return [
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
}
