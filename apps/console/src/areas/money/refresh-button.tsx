import { useInvalidate, useTranslate } from '@refinedev/core';
import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';

import type { ActionOptions } from '../../components/use-action';

/** The money lists one decision can change: the queue itself and the four-eyes requests. */
export const MONEY_RESOURCES = ['deposits', 'withdrawals', 'approvals'];

/** A money decision refreshes every money list, whatever the outcome; its screen says what it did. */
export const MONEY_DECISION: ActionOptions = { refresh: MONEY_RESOURCES, said: false };

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
