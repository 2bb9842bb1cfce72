import List from 'antd-mobile/es/components/list';
import type { RealStateView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { CoinIcon, GlobeIcon, UpDownIcon } from '../../../components/ui/page-icons';
import { summariseKyc } from '../../../features/kyc/model/kyc-state';
import { useFiat } from '../../../lib/fiat';
import { currentLanguage, LANGUAGE_META } from '../../../lib/i18n';
import { chosenPriceColours, usePriceColours } from '../../../lib/price-colours';
import { UnreadDot } from '../../../features/alerts/components/notification-item';
// The dot's look (.unread-dot): without it the dot is an empty span until another page loads it.
import '../../../features/alerts/components/alerts.css';
import { useAccountRows, useMoreRows, type Row } from './setting-menu-rows';

export type { Row } from './setting-menu-rows';

/** The level's name key, e.g. `setting.level1`, for the profile badge and the identity row. */
export function levelKeyOf(realLevel: number) {
  return (
    (['setting.level0', 'setting.level1', 'setting.level2'] as const)[realLevel] ?? 'setting.level0'
  );
}

export type PreferenceSheet = 'language' | 'fiat' | 'priceColours';

/** The settings menu: account, preferences and more, each row opening its page or sheet. */
export function useSettingRows(
  realLevel: number,
  kycState: RealStateView | undefined,
  openSheet: (sheet: PreferenceSheet) => void,
  supportUnread = 0,
): { account: Row[]; preference: Row[]; more: Row[] } {
  const { t } = useTranslation();
  const { fiat } = useFiat();
  const colours = usePriceColours();
  const coloursLabel = chosenPriceColours()
    ? t(colours === 'red-up' ? 'setting.priceColoursRedUp' : 'setting.priceColoursGreenUp')
    : t('setting.priceColoursAuto');
  const levelKey = levelKeyOf(realLevel);
  const account = useAccountRows(
    kycState ? t(`kyc.summary.${summariseKyc(kycState)}`) : t(levelKey),
  );
  const more = useMoreRows(supportUnread);
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
    {
      key: 'priceColours',
      label: t('setting.priceColours'),
      Icon: UpDownIcon,
      extra: coloursLabel,
      onClick: () => openSheet('priceColours'),
    },
  ];
  return { account, preference: preferenceRows, more };
}

/** A settings group's rows as list items with their icon, value and arrow. */
export function SettingRows({ rows }: { rows: Row[] }) {
  return rows.map(({ key, label, Icon, extra, dot, onClick }) => (
    <List.Item
      key={key}
      prefix={<Icon className="list-icon" />}
      extra={dot ? <UnreadDot /> : extra}
      onClick={onClick}
      arrowIcon
    >
      {label}
    </List.Item>
  ));
}
