import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';

import { errorMessage } from '../../lib/api-client';
import { ErrorIllustration } from './icons';

interface ErrorStateProps {
  error?: unknown;
  title?: string;
  onRetry?: () => void;
  compact?: boolean;
}

/** A failed load, with the server's message and a retry. */
export function ErrorState({ error, title, onRetry, compact }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <section className={`state${compact ? ' state--compact' : ''}`} role="alert">
      <div className="state__art">
        <ErrorIllustration />
      </div>
      <h2 className="state__title">{title ?? t('common.errorTitle')}</h2>
      {error !== undefined ? <p className="state__text">{errorMessage(error)}</p> : null}
      {onRetry ? (
        <div className="state__action">
          <Button size="small" shape="rounded" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
