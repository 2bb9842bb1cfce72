import type { ReactNode } from 'react';

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
    <dl className={`info-lines${className ? ` ${className}` : ''}`}>
      {lines.map((line) => (
        <div key={line.key} className={`info-lines__row${line.strong ? ' is-strong' : ''}`}>
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}
