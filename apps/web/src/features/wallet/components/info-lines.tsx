import type { ReactNode } from 'react';
import { DetailList } from '../../../components/ui/detail-list';

export interface InfoLine {
  key: string;
  label: ReactNode;
  value: ReactNode;
  /** The line the user should read first, e.g. "you will receive". */
  strong?: boolean;
}

/** Label/value lines under a form: minimum, fee, available, what arrives. */
export function InfoLines({ lines, className }: { lines: InfoLine[]; className?: string }) {
  return (
    <DetailList
      className={`wallet-info-lines${className ? ` ${className}` : ''}`}
      rowClassName="wallet-info-lines__row"
      rows={lines.map((line) => ({ ...line, className: line.strong ? 'is-strong' : undefined }))}
    />
  );
}
