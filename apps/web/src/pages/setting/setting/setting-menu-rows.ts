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
  TicketIcon,
  UserIcon,
} from '../../../components/ui/page-icons';
import { paths, type AppLink } from '../../../config/paths';
import { BankCardIcon, GlobeCardIcon } from '../../../features/payout/components/payout-icons';
import { BellIcon } from '../../../features/alerts/components/alert-icons';
import { navigation } from '../../../lib/navigation';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

export interface Row {
  key: string;
  label: string;
  Icon: Icon;
  extra?: string;
  /** An unread dot before the arrow (notifications). */
  dot?: boolean;
  onClick: () => void;
}

/** A row that opens a page. */
function pageRow(key: string, label: string, Icon: Icon, path: AppLink, extra?: string): Row {
  return { key, label, Icon, extra, onClick: () => navigation.push(path) };
}

/** The account group: profile, security, identity (with its state), wallet, cards, bill, proof. */
export function useAccountRows(realExtra: string): Row[] {
  const { t } = useTranslation();
  return [
    pageRow('info', t('setting.personalInfo'), UserIcon, paths.userInfo),
    pageRow('security', t('setting.security'), ShieldIcon, paths.security),
    pageRow('real', t('setting.realName'), IdCardIcon, paths.real, realExtra),
    pageRow('wallet', t('setting.wallet'), WalletIcon, paths.wallet),
    pageRow('bank', t('setting.bankCard'), BankCardIcon, paths.bank),
    pageRow(
      'bankInternational',
      t('setting.bankCardInternational'),
      GlobeCardIcon,
      paths.bankInternational,
    ),
    pageRow('bill', t('setting.bill'), ReceiptIcon, paths.bill),
    // Coupons (#20 item 3): the centre and the claims.
    pageRow('coupon', t('coupons.title'), TicketIcon, paths.coupon),
    // Proof of liabilities (#21 item 7): verify my balance.
    pageRow('proof', t('proof.title'), ShieldIcon, paths.proof),
  ];
}

/** Price alerts and the notifications inbox (#21 item 8), the inbox with its unread dot. */
export function useInboxRows(unread: number): Row[] {
  const { t } = useTranslation();
  return [
    {
      ...pageRow('notification', t('notifications.title'), BellIcon, paths.notification),
      dot: unread > 0,
    },
    pageRow('alerts', t('alerts.title'), BellIcon, paths.alerts),
    // Web Push (#21 item 9): notifications while the app is closed.
    pageRow('push', t('push.title'), BellIcon, paths.push),
  ];
}

/**
 * The "more" group: customer service (with a dot while a reply waits unread), share, FAQ,
 * compliance, about and contact pages.
 */
export function useMoreRows(supportUnread = 0): Row[] {
  const { t } = useTranslation();
  return [
    // Customer service (#20 item 1): the conversation with the operators.
    {
      ...pageRow('support', t('support.title'), HeadsetIcon, paths.kefu),
      dot: supportUnread > 0,
    },
    pageRow('share', t('setting.share'), ShareIcon, paths.share),
    pageRow('faq', t('setting.faq'), HelpIcon, paths.faq),
    pageRow('compliance', t('setting.compliance'), ScaleIcon, paths.operationalCompliance),
    pageRow('about', t('setting.aboutUs'), InfoIcon, paths.aboutUs),
    pageRow('contact', t('setting.contactUs'), HeadsetIcon, paths.contactUs),
  ];
}
