import { useInvalidate, useTranslate } from '@refinedev/core';
import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';

import { MONEY_RESOURCES } from './use-money-action';

/** Reads the money queues again: requests arrive while the screen is open. */
export function RefreshButton() {
  const t = useTranslate();
  const invalidate = useInvalidate();
  return (
    <Button
      icon={<ReloadOutlined />}
      onClick={() =>
        void Promise.all(
          MONEY_RESOURCES.map((resource) => invalidate({ resource, invalidates: ['list'] })),
        )
      }
    >
      {t('buttons.refresh')}
    </Button>
  );
}
