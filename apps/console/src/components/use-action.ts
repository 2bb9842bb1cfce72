import { useState } from 'react';
import { useInvalidate, useTranslate } from '@refinedev/core';
import { App } from 'antd';

import { apiPost } from '../api/client';

/**
 * Posts an operator action, says the server's answer (its translated text) or its refusal, and
 * refreshes the resources it changed. Answers whether it succeeded.
 */
export function useAction() {
  const t = useTranslate();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const [busy, setBusy] = useState(false);
  const run = async (route: string, body: object, refresh: string[] = []): Promise<boolean> => {
    setBusy(true);
    try {
      const answer = await apiPost<unknown>(route, body);
      void message.success(typeof answer === 'string' && answer ? answer : t('common.done'));
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
