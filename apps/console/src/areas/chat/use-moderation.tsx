import { useState } from 'react';
import type { AdminChatMessageView } from '@meridian/contract';
import { useTranslate } from '@refinedev/core';
import { Button, Space } from 'antd';

import { useOperator } from '../../auth/use-operator';
import { ReasonModal } from '../../components/reason-modal';
import { useAction } from '../../components/use-action';
import { canModerate, CHAT_REFRESH } from './chat-moderation';
import { MuteModal } from './mute-modal';

const refresh = { refresh: CHAT_REFRESH };

/**
 * The moderation actions on messages (delete, dismiss reports, mute the author), each asking for
 * its written reason in a modal; `modals` renders them once per page.
 */
export function useModeration() {
  const t = useTranslate();
  const { run, busy } = useAction();
  const [deleting, setDeleting] = useState<AdminChatMessageView | null>(null);
  const [dismissing, setDismissing] = useState<AdminChatMessageView | null>(null);
  const [muting, setMuting] = useState<{ id: number; nickname: string } | null>(null);

  // A refusal keeps the modal open (the reason is not lost), hence the throw.
  const done = (answer: unknown) => {
    if (!answer) throw new Error('refused');
  };
  const modals = (
    <>
      <ReasonModal
        open={deleting !== null}
        title={t('chat.delete.title', { id: deleting?.id ?? '' })}
        presets={[t('chat.presets.spam'), t('chat.presets.abuse'), t('chat.presets.scam')]}
        confirmText={t('chat.delete.confirm')}
        danger
        onSubmit={async (reason) =>
          done(await run('/admin/chat/delete', { id: deleting!.id, reason }, refresh))
        }
        onClose={() => setDeleting(null)}
      />
      <ReasonModal
        open={dismissing !== null}
        title={t('chat.dismiss.title', { id: dismissing?.id ?? '' })}
        presets={[t('chat.presets.fine')]}
        confirmText={t('chat.dismiss.confirm')}
        onSubmit={async (reason) =>
          done(await run('/admin/chat/reports/dismiss', { id: dismissing!.id, reason }, refresh))
        }
        onClose={() => setDismissing(null)}
      />
      <MuteModal
        user={muting}
        onSubmit={async (minutes, reason) =>
          done(await run('/admin/chat/mute', { user_id: muting!.id, minutes, reason }, refresh))
        }
        onClose={() => setMuting(null)}
      />
    </>
  );
  return { busy, setDeleting, setDismissing, setMuting, modals };
}

/** A message's buttons for operators who may write; `dismiss` in the open report queue only. */
export function MessageActions({
  message,
  moderation,
  dismiss = false,
}: {
  message: AdminChatMessageView;
  moderation: ReturnType<typeof useModeration>;
  dismiss?: boolean;
}) {
  const t = useTranslate();
  const { canWrite } = useOperator();
  if (!canWrite) return null;
  const open = canModerate(message);
  return (
    <Space direction="vertical">
      {open ? (
        <Button
          danger
          disabled={moderation.busy}
          onClick={() => moderation.setDeleting(message)}
          aria-label={`${t('chat.delete.button')} · ${t('chat.target.message', { id: message.id })}`}
        >
          {t('chat.delete.button')}
        </Button>
      ) : null}
      {dismiss && open ? (
        <Button
          disabled={moderation.busy}
          onClick={() => moderation.setDismissing(message)}
          aria-label={`${t('chat.dismiss.button')} · ${t('chat.target.message', { id: message.id })}`}
        >
          {t('chat.dismiss.button')}
        </Button>
      ) : null}
      <Button
        disabled={moderation.busy}
        onClick={() => moderation.setMuting({ id: message.user_id, nickname: message.nickname })}
        aria-label={`${t('chat.mute.button')} · ${t('chat.target.user', { nickname: message.nickname, id: message.user_id })}`}
      >
        {t('chat.mute.button')}
      </Button>
    </Space>
  );
}
