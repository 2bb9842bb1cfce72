import CheckList from 'antd-mobile/es/components/check-list';
import { useTranslation } from 'react-i18next';
import { defaultPriceColours, PRICE_COLOURS, type PriceColours } from '@meridian/contract';

import { ChoiceSheet } from '../../../components/ui/choice-sheet';
import { currentLanguage } from '../../../lib/i18n';
import { chosenPriceColours } from '../../../lib/price-colours';
import { useChangePriceColours } from '../api/preferences-api';
import './preferences.css';

type Choice = PriceColours | 'auto';

/** The two swatches of a choice: a rise and a fall in the colours it gives them. */
function Swatches({ colours }: { colours: PriceColours }) {
  const { t } = useTranslation();
  const [rise, fall] = colours === 'red-up' ? ['red', 'green'] : ['green', 'red'];
  return (
    <span className="price-colours-swatches">
      <span className={`price-colours-swatch price-colours-swatch--${rise}`}>
        ▲ {t('setting.priceColoursRise')}
      </span>
      <span className={`price-colours-swatch price-colours-swatch--${fall}`}>
        ▼ {t('setting.priceColoursFall')}
      </span>
    </span>
  );
}

/** Green-up, red-up, or by language (red-up for zh and hk, green-up for the others). */
export function PriceColoursSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useChangePriceColours();
  const byLanguage = defaultPriceColours(currentLanguage());
  return (
    <ChoiceSheet<Choice>
      visible={visible}
      onClose={onClose}
      title={t('setting.priceColours')}
      value={chosenPriceColours() ?? 'auto'}
      onPick={(next) => change.mutate(next === 'auto' ? null : next)}
    >
      <CheckList.Item value="auto" description={<Swatches colours={byLanguage} />}>
        {t('setting.priceColoursAuto')}
      </CheckList.Item>
      {PRICE_COLOURS.map((colours) => (
        <CheckList.Item key={colours} value={colours} description={<Swatches colours={colours} />}>
          {t(colours === 'red-up' ? 'setting.priceColoursRedUp' : 'setting.priceColoursGreenUp')}
        </CheckList.Item>
      ))}
    </ChoiceSheet>
  );
}
