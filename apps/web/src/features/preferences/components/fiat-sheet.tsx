import CheckList from 'antd-mobile/es/components/check-list';
import { useTranslation } from 'react-i18next';
import { FIATS, type Fiat } from '@meridian/contract';

import { Amount } from '../../../components/ui/amount';
import { rateFor, useFiat } from '../../../lib/fiat';
import { useChangeFiat } from '../api/preferences-api';
import { ChoiceSheet } from '../../../components/ui/choice-sheet';

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
    <ChoiceSheet<Fiat>
      visible={visible}
      onClose={onClose}
      title={t('setting.chooseFiat')}
      value={fiat}
      onPick={(next) => change.mutate(next)}
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
    </ChoiceSheet>
  );
}
