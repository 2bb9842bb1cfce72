import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';

import { matchTotpStep, newTotpSecret, recoveryCode } from './totp.js';

/** A fixed clock: 2026-01-01T00:00:10Z, inside the time step 1767225600 / 30. */
const EPOCH = 1_767_225_610;
const STEP = Math.floor(EPOCH / 30);

describe('lib/totp', () => {
  it('makes a secret with an otpauth URI naming the issuer and the label', () => {
    const { secret, uri } = newTotpSecret('Meridian', 'ann@example.com');
    expect(secret).toMatch(/^[A-Z2-7]+$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('issuer=Meridian');
  });

  it('answers the matched time step, with one step of tolerance either side and no more', async () => {
    const { secret } = newTotpSecret('Meridian', 'ann@example.com');
    const at = async (epoch: number) => generate({ secret, epoch });
    const now = Date.now;
    Date.now = () => EPOCH * 1000;
    try {
      expect(await matchTotpStep(secret, await at(EPOCH))).toBe(STEP);
      expect(await matchTotpStep(secret, await at(EPOCH - 30))).toBe(STEP - 1);
      expect(await matchTotpStep(secret, await at(EPOCH + 30))).toBe(STEP + 1);
      expect(await matchTotpStep(secret, await at(EPOCH - 90))).toBeNull();
      expect(await matchTotpStep(secret, 'abcdef')).toBeNull();
    } finally {
      Date.now = now;
    }
  });

  it('makes recovery codes of the form xxxxx-xxxxx, all different', () => {
    const codes = Array.from({ length: 10 }, recoveryCode);
    for (const code of codes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
    expect(new Set(codes).size).toBe(10);
  });
});
