import { DelayedLoading } from './delayed-loading';
import { ErrorState } from './error-state';

/** The query a screen waits for (a TanStack Query result or one shaped like it). */
export interface FallibleQuery {
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface QueryErrorProps {
  query: FallibleQuery;
  /** Defaults to the common "Something went wrong". */
  title?: string;
  compact?: boolean;
}

/** A query's failure, with a retry that fetches it again. */
export function QueryError({ query, title, compact }: QueryErrorProps) {
  return (
    <ErrorState
      compact={compact}
      title={title}
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  );
}

/** What stands in for a screen until its data comes: the failure with a retry, or the spinner. */
export function QueryFallback({ query }: { query: FallibleQuery }) {
  return query.isError ? <QueryError query={query} /> : <DelayedLoading />;
}
