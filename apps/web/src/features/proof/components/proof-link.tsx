import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';

import { ShieldIcon } from '../../../components/ui/page-icons';
import { paths } from '../../../config/paths';
import { navigation } from '../../../lib/navigation';

/** A small link row to "verify my balance" (#21 item 7), below the assets page's accounts. */
export function ProofLink() {
  const { t } = useTranslation();
  return (
    <List className="card list-card" data-testid="proof-link">
      <List.Item
        prefix={<ShieldIcon className="list-icon" />}
        description={t('proof.linkHint')}
        onClick={() => navigation.push(paths.proof)}
        arrowIcon
      >
        {t('proof.title')}
      </List.Item>
    </List>
  );
}
