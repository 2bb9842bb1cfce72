import { describe, expect, it } from 'vitest';

import { nextOvernightRun, overnightFeeJob } from './overnight-fee.js';

describe('overnight-fee job', () => {
  it('runs next at 00:00 UTC', () => {
    expect(nextOvernightRun(Date.parse('2024-06-05T23:59:59Z'))).toBe(
      Date.parse('2024-06-06T00:00:00Z'),
    );
  });

  it('runs the charge it was given, at the time the engine gives it', async () => {
    const asked: number[] = [];
    const job = overnightFeeJob(async (now) => {
      asked.push(now);
      return 3;
    });
    expect(job.name).toBe('overnight-fee');
    expect(job.nextRun(Date.parse('2024-06-05T12:00:00Z'))).toBe(
      Date.parse('2024-06-06T00:00:00Z'),
    );
    expect(await job.run(1_717_632_000_000)).toBe(3);
    expect(asked).toEqual([1_717_632_000_000]);
  });
});
