import { useEffect, useRef, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  isLanguage,
  type ChatBlock,
  type ChatMessageView,
  type ChatReportReason,
  type ChatRoom,
} from '@meridian/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PageShell } from '../../../app/page-shell';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryError, QueryFallback } from '../../../components/ui/query-fallback';
import { paths } from '../../../config/paths';
import { chatQueries, useReportChat, useSendChat } from '../../../features/chat/api/chat-queries';
import { ChatComposer } from '../../../features/chat/components/chat-composer';
import { ChatIcon } from '../../../features/chat/components/chat-icons';
import { ChatLog } from '../../../features/chat/components/chat-log';
import { ReportSheet } from '../../../features/chat/components/report-sheet';
import { RoomPicker } from '../../../features/chat/components/room-picker';
import '../../../features/chat/components/chat.css';
import { useLiveChat } from '../../../features/chat/hooks/use-live-chat';
import { oldestFirst } from '../../../features/chat/model/chat-history';
import { navigation } from '../../../lib/navigation';
import { loginLinkFrom } from '../../../lib/require-login';
import { useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { useLanguage } from '../../../lib/use-language';

/** Scrolls the window to the newest message (the composer stays at the bottom). */
function scrollToEnd() {
  requestAnimationFrame(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
}

/** The room of `?room=`, else the room of the display language. */
function useRoom(): [ChatRoom, (room: ChatRoom) => void] {
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const asked = params.get('room');
  const room = isLanguage(asked) ? asked : language;
  return [room, (next) => setParams({ room: next }, { replace: true })];
}

/** Brings the reader down to a new message; older pages coming in keep them where they are. */
function useFollowNewest(messages: readonly ChatMessageView[]) {
  const newest = messages[messages.length - 1]?.id;
  const shown = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (newest !== undefined && newest !== shown.current) scrollToEnd();
    shown.current = newest;
  }, [newest]);
}

/**
 * The chat room (issue #20 item 2): one public room per language, the display language's first.
 * Anyone reads; messages and deletions arrive live over the socket and older ones page in on
 * request. A logged-in user with a nickname posts (a visitor, a user without a nickname or a
 * muted one sees why not, and how to change it) and reports others' messages.
 */
export function ChatPage() {
  const { t } = useTranslation();
  const { user, isLoggedIn } = useSession();
  const owner = user?.id ?? 0;
  const [room, setRoom] = useRoom();
  const state = useQuery(chatQueries.state(owner));
  const history = useInfiniteQuery(chatQueries.history(owner, room));
  const send = useSendChat(owner, room);
  const report = useReportChat(owner, room);
  const [reporting, setReporting] = useState<ChatMessageView | null>(null);
  useLiveChat(owner, room);
  const messages = oldestFirst(history.data);
  useFollowNewest(messages);

  const block: ChatBlock | null = isLoggedIn ? (state.data?.me?.blocked ?? null) : 'login';
  const links = state.data?.allow_links ?? false;

  function onBlockedAction(which: ChatBlock) {
    if (which === 'login') {
      const login = loginLinkFrom(`${paths.chat}?room=${room}`);
      navigation.push(login.path, login.query);
    } else if (which === 'nickname') navigation.push(paths.userInfo);
  }

  async function onSend(message: { body: string; image?: string }) {
    try {
      await send.mutateAsync(message);
      return true;
    } catch {
      // The API client showed the refusal (too fast, muted, a link); what was written stays.
      return false;
    }
  }

  function onReport(reason: ChatReportReason) {
    if (!reporting) return;
    report.mutate(
      { id: reporting.id, reason },
      {
        onSuccess: () => showToast(t('chat.reportSent')),
        onSettled: () => setReporting(null),
      },
    );
  }

  let log;
  if (history.isPending) log = <QueryFallback query={history} />;
  else if (history.isError && !history.data) log = <QueryError query={history} compact />;
  else if (messages.length === 0)
    log = (
      <EmptyState
        compact
        illustration={<ChatIcon className="chat-empty__icon" />}
        title={t('chat.emptyTitle')}
        description={t('chat.emptyText')}
      />
    );
  else
    log = <ChatLog messages={messages} links={links} onReport={isLoggedIn ? setReporting : null} />;

  return (
    <PageShell title={t('chat.title')} className="chat-page">
      <div className="chat-head">
        <RoomPicker rooms={state.data?.rooms ?? [room]} room={room} onChange={setRoom} />
        <p className="chat-rules" data-testid="chat-rules">
          {t(links ? 'chat.rules' : 'chat.rulesNoLinks', {
            seconds: state.data?.min_interval_seconds ?? 3,
            perMinute: state.data?.per_minute ?? 20,
          })}
        </p>
      </div>
      {history.hasNextPage ? (
        <button
          type="button"
          className="link link--gold chat-earlier"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
          data-testid="chat-earlier"
        >
          {history.isFetchingNextPage ? t('common.loading') : t('chat.earlier')}
        </button>
      ) : null}
      {log}
      {state.data ? (
        <ChatComposer
          state={state.data}
          block={block}
          sending={send.isPending}
          onSend={onSend}
          onBlockedAction={onBlockedAction}
        />
      ) : null}
      <ReportSheet
        message={reporting}
        busy={report.isPending}
        onClose={() => setReporting(null)}
        onReport={onReport}
      />
    </PageShell>
  );
}
