import { useTranslation } from 'react-i18next';

import { copyText } from '../../lib/clipboard';
import { showSuccess, showToast } from '../../lib/toast';
import { CopyIcon } from './page-icons';

interface CopyButtonProps {
  text: string;
  /** What the button copies, for screen readers ("Copy address"). */
  label: string;
  className?: string;
  /** Say "Copied" with the success tick instead of as plain text. */
  successIcon?: boolean;
}

/** An icon button that copies `text` to the clipboard and says whether it worked. */
export function CopyButton({
  text,
  label,
  className = 'icon-button icon-button--small',
  successIcon = false,
}: CopyButtonProps) {
  const { t } = useTranslation();
  async function copy() {
    const copied = await copyText(text);
    if (copied && successIcon) showSuccess(t('common.copied'));
    else showToast(t(copied ? 'common.copied' : 'common.copyFailed'));
  }
  return (
    <button type="button" className={className} aria-label={label} onClick={() => void copy()}>
      <CopyIcon />
    </button>
  );
}
