import { useState } from 'react';
import { useInvalidate } from '@refinedev/core';
import { App } from 'antd';

import { apiPost } from '../../api/client';

/**
 * Posts a change and says what changed in the operator's words (`said`), or the server's
 * translated refusal; then refreshes the resources it changed. Answers whether it succeeded.
 */
export function useMarketAction() {
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const [busy, setBusy] = useState(false);
  const run = async (
    route: string,
    body: object,
    said: string,
    refresh: string[] = [],
  ): Promise<boolean> => {
    setBusy(true);
    try {
      await apiPost<unknown>(route, body);
      void message.success(said);
      await Promise.all(
        refresh.map((resource) => invalidate({ resource, invalidates: ['list', 'detail'] })),
      );
      return true;
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { run, busy };
}
