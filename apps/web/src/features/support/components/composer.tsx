import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Spinner } from '../../../components/ui/delayed-loading';
import { IconButton } from '../../../components/ui/icon-button';
import { showToast } from '../../../lib/toast';
import { uploadPath } from '../../../lib/upload-path';
import { useImageUpload } from '../../../lib/use-upload';
import { charactersLeft, imageProblem, messageProblem } from '../model/thread';
import { AttachImageIcon, RemoveIcon, SendIcon } from './support-icons';

/** The largest image the composer sends (the server may refuse less: it says so). */
export const SUPPORT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** The counter shows from this many characters left. */
const COUNTER_FROM = 200;

/** Grows the message box with its lines, up to its CSS max-height (then it scrolls). */
function fitHeight(box: HTMLTextAreaElement) {
  box.style.height = 'auto';
  box.style.height = `${box.scrollHeight + 2}px`;
}

export interface ComposedMessage {
  text: string;
  /** The plain path of the attached upload, or undefined. */
  image?: string;
}

/**
 * Writes one message: text and at most one image, uploaded when picked (the existing upload) and
 * previewed with a button to remove it. `onSend` resolves true when the message went, which
 * empties the composer; a refusal keeps what was written.
 */
export function Composer({
  sending,
  onSend,
}: {
  sending: boolean;
  onSend: (message: ComposedMessage) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const { choose, uploading } = useImageUpload({
    check: (file) => {
      const problem = imageProblem(file, SUPPORT_IMAGE_MAX_BYTES);
      return problem ? t(`support.errors.${problem}`) : null;
    },
    onUploaded: setImage,
  });
  const left = charactersLeft(text);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = messageProblem(text, image !== null);
    if (problem) {
      showToast(t(`support.errors.${problem}`));
      return;
    }
    const sent = await onSend({
      text: text.trim(),
      ...(image ? { image: uploadPath(image) } : {}),
    });
    if (sent) {
      setText('');
      setImage(null);
      if (box.current) box.current.style.height = '';
    }
  }

  return (
    <form className="composer" onSubmit={(e) => void submit(e)}>
      {image ? (
        <div className="composer__attachment">
          <img src={image} alt={t('support.attachedImage')} />
          <IconButton label={t('support.removeImage')} onClick={() => setImage(null)}>
            <RemoveIcon />
          </IconButton>
        </div>
      ) : null}
      <div className="composer__row">
        <IconButton
          label={t('support.attachImage')}
          className="support-composer__attach"
          onClick={() => fileInput.current?.click()}
        >
          {uploading ? <Spinner size={20} /> : <AttachImageIcon />}
        </IconButton>
        <textarea
          ref={box}
          className="composer__input"
          aria-label={t('support.message')}
          placeholder={t('support.placeholder')}
          rows={1}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            fitHeight(e.target);
          }}
          data-testid="support-input"
        />
        <button
          type="submit"
          className="composer__send"
          aria-label={t('support.send')}
          disabled={sending || uploading}
        >
          {sending ? <Spinner size={20} /> : <SendIcon />}
        </button>
      </div>
      {left < COUNTER_FROM ? (
        <p className={`composer__count${left < 0 ? ' is-over' : ''}`} aria-live="polite">
          {left < 0
            ? t('support.charactersOver', { count: -left })
            : t('support.charactersLeft', { count: left })}
        </p>
      ) : null}
      <input
        ref={fileInput}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        hidden
        onChange={(e) => void choose(e)}
        data-testid="support-image-input"
      />
    </form>
  );
}
