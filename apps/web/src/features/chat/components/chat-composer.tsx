import { useId, useRef, useState, type FormEvent } from 'react';
import { formatDateTime, type ChatBlock, type ChatStateView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { Spinner } from '../../../components/ui/delayed-loading';
import { IconButton } from '../../../components/ui/icon-button';
import { uploadPath } from '../../../lib/upload-path';
import { useImageUpload } from '../../../lib/use-upload';
import { charactersLeft, composeProblem, type ComposeProblem } from '../model/chat-history';
import { ImageIcon, SendIcon } from './chat-icons';

/** The largest image the composer sends (the server may refuse less: it says so). */
const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** The counter shows from this many characters left. */
const COUNTER_FROM = 100;

/** Why the viewer cannot post, in words, with the step that fixes it where there is one. */
function BlockedNotice({
  block,
  mutedUntil,
  onAction,
}: {
  block: ChatBlock;
  mutedUntil: number | null;
  onAction: (block: ChatBlock) => void;
}) {
  const { t } = useTranslation();
  const until = mutedUntil === null ? '' : formatDateTime(mutedUntil).slice(0, 16);
  return (
    <p className="chat-blocked" data-testid="chat-blocked">
      <span>{t(`chat.blocked.${block}`, { until })}</span>
      {block === 'muted' ? null : (
        <button
          type="button"
          className="link link--gold chat-blocked__action"
          onClick={() => onAction(block)}
        >
          {t(`chat.blockedAction.${block}`)}
        </button>
      )}
    </p>
  );
}

/**
 * Writes a message to the room: text (and an image of one's own upload while images are on).
 * While the viewer may not post (a visitor, no nickname, muted) the field is disabled and a line
 * says why, with the way to fix it. Problems the server would refuse (too long, a link while
 * links are off) are said before sending; `onSend` resolves true when the message went.
 */
export function ChatComposer({
  state,
  block,
  sending,
  onSend,
  onBlockedAction,
}: {
  state: ChatStateView;
  block: ChatBlock | null;
  sending: boolean;
  onSend: (message: { body: string; image?: string }) => Promise<boolean>;
  onBlockedAction: (block: ChatBlock) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const [problem, setProblem] = useState<ComposeProblem | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const problemId = useId();
  const { choose, uploading } = useImageUpload({
    check: (file) =>
      !file.type.startsWith('image/') || file.size > IMAGE_MAX_BYTES ? t('chat.imageTooBig') : null,
    onUploaded: setImage,
  });
  const left = charactersLeft(text, state.max_length);
  const disabled = block !== null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (disabled || sending) return;
    const found = composeProblem(text, state);
    setProblem(found);
    if (found) return;
    const sent = await onSend({
      body: text.trim(),
      ...(image ? { image: uploadPath(image) } : {}),
    });
    if (sent) {
      setText('');
      setImage(null);
    }
  }

  return (
    <form
      className="composer chat-composer"
      onSubmit={(e) => void submit(e)}
      data-testid="chat-composer"
    >
      {block ? (
        <BlockedNotice
          block={block}
          mutedUntil={state.me?.muted_until ?? null}
          onAction={onBlockedAction}
        />
      ) : null}
      {problem ? (
        <p className="composer__problem" id={problemId} role="alert">
          {t(`chat.problem.${problem}`, { max: state.max_length })}
        </p>
      ) : null}
      {image ? (
        <div className="composer__attachment">
          <img src={image} alt={t('chat.attachedImage')} />
          <button type="button" className="link" onClick={() => setImage(null)}>
            {t('chat.removeImage')}
          </button>
        </div>
      ) : null}
      <div className="composer__row">
        {state.allow_images && !disabled ? (
          <IconButton label={t('chat.attachImage')} onClick={() => fileInput.current?.click()}>
            {uploading ? <Spinner size={20} /> : <ImageIcon />}
          </IconButton>
        ) : null}
        <textarea
          className="composer__input"
          aria-label={t('chat.message')}
          aria-describedby={problem ? problemId : undefined}
          aria-invalid={problem ? true : undefined}
          placeholder={disabled ? t('chat.placeholderBlocked') : t('chat.placeholder')}
          rows={1}
          value={text}
          disabled={disabled}
          onChange={(e) => {
            setText(e.target.value);
            if (problem) setProblem(null);
          }}
          data-testid="chat-input"
        />
        <button
          type="submit"
          className="composer__send"
          aria-label={t('chat.send')}
          disabled={disabled || sending || uploading}
        >
          {sending ? <Spinner size={20} /> : <SendIcon />}
        </button>
      </div>
      {!disabled && left < COUNTER_FROM ? (
        <p className={`composer__count${left < 0 ? ' is-over' : ''}`} aria-live="polite">
          {left < 0
            ? t('chat.charactersOver', { count: -left })
            : t('chat.charactersLeft', { count: left })}
        </p>
      ) : null}
      {state.allow_images ? (
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          hidden
          onChange={(e) => void choose(e)}
        />
      ) : null}
    </form>
  );
}
