import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { SecretBox, secretBox } from './secret-box.js';

describe('SecretBox', () => {
  const box = new SecretBox(randomBytes(32));

  it('seals a secret so the stored text does not contain it, and opens it again', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a sealed value under another key, or one that was tampered with', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(() => new SecretBox(randomBytes(32)).open(sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('AAAAAAAAAAAAAAAA').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
  });

  it('reads a value stored before sealing as it is', () => {
    expect(box.open('JBSWY3DPEHPK3PXP')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('makes its key file once, readable by its owner only, and keeps using it', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'box-')), 'totp.key');
    const sealed = secretBox(undefined, file).seal('secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const again = new SecretBox(Buffer.from(fs.readFileSync(file, 'utf8'), 'hex'));
    expect(again.open(sealed)).toBe('secret');
  });

  it('takes a key from TOTP_KEY only as 64 hex digits', () => {
    expect(() => secretBox('abc', '/nonexistent/key')).toThrow(/64 hex/);
    const hex = randomBytes(32).toString('hex');
    expect(secretBox(hex, '/nonexistent/key').open(secretBox(hex, '/x').seal('s'))).toBe('s');
  });
});
