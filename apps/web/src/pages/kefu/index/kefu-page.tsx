import { useEffect, useRef } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryError, QueryFallback } from '../../../components/ui/query-fallback';
import { HeadsetIcon } from '../../../components/ui/page-icons';
import {
  supportQueries,
  useMarkSupportRead,
  useSendMessage,
} from '../../../features/support/api/support-queries';
import { Composer, type ComposedMessage } from '../../../features/support/components/composer';
import { MessageList } from '../../../features/support/components/message-list';
import { SupportStatus } from '../../../features/support/components/support-status';
import '../../../features/support/components/support.css';
import { useLiveSupport } from '../../../features/support/hooks/use-live-support';
import { threadOf } from '../../../features/support/model/thread';
import { useSession } from '../../../lib/session';

/** Scrolls the window to the newest message (the composer stays at the bottom). */
function scrollToEnd() {
  requestAnimationFrame(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
}

/**
 * Customer service (SPEC.md §2 /pages/kefu/index, issue #20 item 1): the user's conversation with
 * the operators. Replies arrive live over the socket; with no operator online a message becomes a
 * ticket and the thread says by when a reply is due. Opening the page reads the replies.
 */
export function KefuPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const owner = user?.id ?? 0;
  const conversation = useQuery(supportQueries.conversation(owner));
  const history = useInfiniteQuery(supportQueries.history(owner));
  const send = useSendMessage(owner);
  const markRead = useMarkSupportRead(owner);
  const unread = conversation.data?.unread ?? 0;
  useLiveSupport(user ? owner : null, (message) => {
    if (message.sender === 'operator') markRead.mutate();
  });
  useEffect(() => {
    if (unread > 0) markRead.mutate();
    // Only a change in the count asks again; the mutation object changes every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unread]);

  const messages = threadOf(history.data);
  const newest = messages[messages.length - 1]?.id;
  const shownNewest = useRef<number | undefined>(undefined);
  useEffect(() => {
    // Older pages coming in keep the reader where they are; a new message brings them down.
    if (newest !== undefined && newest !== shownNewest.current) scrollToEnd();
    shownNewest.current = newest;
  }, [newest]);

  async function onSend(message: ComposedMessage) {
    try {
      await send.mutateAsync(message);
      return true;
    } catch {
      // The API client showed the refusal; what was written stays.
      return false;
    }
  }

  let thread;
  if (history.isPending) thread = <QueryFallback query={history} />;
  else if (history.isError && !history.data) thread = <QueryError query={history} compact />;
  else if (messages.length === 0)
    thread = (
      <EmptyState
        compact
        illustration={<HeadsetIcon className="support-empty__icon" />}
        title={t('support.emptyTitle')}
        description={t('support.emptyText')}
      />
    );
  else thread = <MessageList messages={messages} />;

  return (
    <PageShell title={t('support.title')} className="kefu-page">
      {conversation.data ? <SupportStatus conversation={conversation.data} /> : null}
      {history.hasNextPage ? (
        <button
          type="button"
          className="link link--gold support-earlier"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {t('support.earlier')}
        </button>
      ) : null}
      <div className="support-body">{thread}</div>
      <Composer sending={send.isPending} onSend={onSend} />
    </PageShell>
  );
}
