import type { ReactNode } from 'react';

import { EmptyIllustration } from './icons';

interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  illustration?: ReactNode;
  action?: ReactNode;
  compact?: boolean;
}

/** What a page shows when there is honestly nothing to show. */
export function EmptyState({ title, description, illustration, action, compact }: EmptyStateProps) {
  return (
    <section className={`state${compact ? ' state--compact' : ''}`} role="status">
      <div className="state__art">{illustration ?? <EmptyIllustration />}</div>
      <h2 className="state__title">{title}</h2>
      {description ? <p className="state__text">{description}</p> : null}
      {action ? <div className="state__action">{action}</div> : null}
    </section>
  );
}
