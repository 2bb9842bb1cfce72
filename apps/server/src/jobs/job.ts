/**
 * Scheduled work of the leader (overnight fees, seed rotation, …). The engine runs every job
 * once on taking the lead and then at `nextRun`; a job is defined here and takes what it does
 * injected at composition, so jobs never import a domain.
 */
export interface Job {
  name: string;
  nextRun(now: number): number;
  /** Must be idempotent per period (guarded in SQL): a new leader runs it again on taking over. */
  run(now: number): Promise<unknown>;
}
