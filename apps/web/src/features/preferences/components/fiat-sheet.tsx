import CheckList from 'antd-mobile/es/components/check-list';
import Popup from 'antd-mobile/es/components/popup';
import { useTranslation } from 'react-i18next';
import { FIATS, type Fiat } from '@meridian/contract';

import { Amount } from '../../../components/ui/amount';
import { rateFor, useFiat } from '../../../lib/fiat';
import { useChangeFiat } from '../api/preferences-api';

interface FiatSheetProps {
  visible: boolean;
  onClose: () => void;
}

/** The display fiats of SPEC.md §9, each with today's rate from USD when it is loaded. */
export function FiatSheet({ visible, onClose }: FiatSheetProps) {
  const { t } = useTranslation();
  const { fiat, rates } = useFiat();
  const change = useChangeFiat();
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="sheet"
      destroyOnClose
    >
      <h2 className="sheet__title">{t('setting.chooseFiat')}</h2>
      <CheckList
        value={[fiat]}
        onChange={(values) => {
          const next = values[0] as Fiat | undefined;
          if (next && next !== fiat) change.mutate(next);
          onClose();
        }}
      >
        {FIATS.map((code) => {
          const rate = rateFor(code, rates);
          return (
            <CheckList.Item
              key={code}
              value={code}
              description={
                code === 'USD' ? undefined : rate ? (
                  <span>
                    1 USD ≈ <Amount value={rate} precision={4} grouped /> {code}
                  </span>
                ) : (
                  t('setting.noRate')
                )
              }
            >
              {code}
            </CheckList.Item>
          );
        })}
      </CheckList>
    </Popup>
  );
}
