import type { ReactNode } from 'react';

import { EmptyState } from './empty-state';
import { SoonIllustration } from './icons';

/** A tab whose feature is not built yet says so, with no sample data. */
export function ComingSoon({
  title,
  description,
  action,
}: {
  title: string;
  description: string;
  action?: ReactNode;
}) {
  return (
    <div className="coming-soon">
      <EmptyState
        illustration={<SoonIllustration />}
        title={title}
        description={description}
        action={action}
      />
    </div>
  );
}
