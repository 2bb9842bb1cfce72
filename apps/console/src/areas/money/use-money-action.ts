import { useState } from 'react';
import { useInvalidate, useTranslate } from '@refinedev/core';
import { App } from 'antd';

import { apiPost } from '../../api/client';

/** The money lists one decision can change: the queue itself and the four-eyes requests. */
export const MONEY_RESOURCES = ['deposits', 'withdrawals', 'approvals'];

/**
 * Posts a money decision and answers the server's answer (null when refused, after saying the
 * server's translated refusal). Every money list is refreshed after, whatever the outcome.
 */
export function useMoneyAction() {
  const t = useTranslate();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const [busy, setBusy] = useState(false);
  const run = async <T>(route: string, body: object): Promise<T | null> => {
    setBusy(true);
    try {
      return await apiPost<T>(route, body);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : t('common.done'));
      return null;
    } finally {
      setBusy(false);
      await Promise.all(
        MONEY_RESOURCES.map((resource) =>
          invalidate({ resource, invalidates: ['list'] }).catch(() => undefined),
        ),
      );
    }
  };
  return { run, busy };
}
