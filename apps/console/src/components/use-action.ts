import { useState } from 'react';
import { useInvalidate, useTranslate } from '@refinedev/core';
import { App } from 'antd';

import { apiPost } from '../api/client';
import { refusal } from './refusal';

export interface ActionOptions {
  /**
   * The resources the action may change. Their lists and records are read again afterwards,
   * whatever the outcome: a refusal often means the screen was stale (another operator acted).
   */
  refresh?: readonly string[];
  /**
   * What to say when it is done: by default the server's text (or Done when it answers data);
   * a text of the screen's own; or false when the screen says it itself from the answer.
   */
  said?: string | false;
  /**
   * The labels of the form's fields by their wire names: a refusal that names a field (the
   * server writes its wire name, e.g. `fee_rate`) says the label the operator sees instead.
   */
  fields?: Readonly<Record<string, string>>;
}

/** A done action: what the server answered (null and '' are answers too, hence the wrapper). */
export interface ActionDone<T> {
  answer: T;
}

/**
 * Posts an operator action, says the outcome (see `said`) or the server's translated refusal,
 * and refreshes the resources it changed. Answers the server's answer, or null when refused.
 */
export function useAction() {
  const t = useTranslate();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const [busy, setBusy] = useState(false);
  const run = async <T = unknown>(
    route: string,
    body: object,
    { refresh = [], said, fields = {} }: ActionOptions = {},
  ): Promise<ActionDone<T> | null> => {
    setBusy(true);
    try {
      const answer = await apiPost<T>(route, body);
      if (said !== false) {
        void message.success(
          said ?? (typeof answer === 'string' && answer ? answer : t('common.done')),
        );
      }
      return { answer };
    } catch (error) {
      void message.error(refusal(error, fields));
      return null;
    } finally {
      setBusy(false);
      await Promise.all(
        refresh.map((resource) =>
          invalidate({ resource, invalidates: ['list', 'detail'] }).catch(() => undefined),
        ),
      );
    }
  };
  return { run, busy };
}
