import { DelayedLoading } from './delayed-loading';
import { ErrorState } from './error-state';

interface QueryFallbackProps {
  /** The query a screen waits for (a TanStack Query result or one shaped like it). */
  query: { isError: boolean; error: unknown; refetch: () => unknown };
}

/** What stands in for a screen until its data comes: the failure with a retry, or the spinner. */
export function QueryFallback({ query }: QueryFallbackProps) {
  return query.isError ? (
    <ErrorState error={query.error} onRetry={() => void query.refetch()} />
  ) : (
    <DelayedLoading />
  );
}
