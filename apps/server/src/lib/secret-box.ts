import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/*
 * Secrets the server must read back (operators' TOTP keys) are sealed with AES-256-GCM under a
 * key kept outside the database: a copy of the database alone does not give an operator's second
 * factor away. The key comes from TOTP_KEY (64 hex digits; every node of a cluster needs the same
 * one) or else from a file beside the embedded database, made on first use.
 */

const VERSION = 'v1';

export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('a secret box key is 32 bytes');
  }

  /** `v1.<iv>.<tag>.<ciphertext>`, base64url. */
  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), sealed]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The plain text; a value stored before sealing existed comes back as it is. */
  open(stored: string): string {
    const [version, iv, tag, sealed] = stored.split('.');
    if (version !== VERSION || !iv || !tag || sealed === undefined) return stored;
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(sealed, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }
}

const boxes = new Map<string, SecretBox>();

/** The box for `hexKey` when given, else for the key in `keyFile` (created, mode 0600, if missing). */
export function secretBox(hexKey: string | undefined, keyFile: string): SecretBox {
  const id = hexKey ?? `file:${keyFile}`;
  let box = boxes.get(id);
  if (!box) {
    box = new SecretBox(hexKey ? parseKey(hexKey) : readOrCreateKey(keyFile));
    boxes.set(id, box);
  }
  return box;
}

function parseKey(hex: string): Buffer {
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) throw new Error('TOTP_KEY must be 64 hex digits');
  return Buffer.from(hex, 'hex');
}

function readOrCreateKey(file: string): Buffer {
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // 'wx': two processes starting at once never overwrite each other's key.
    try {
      fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return parseKey(fs.readFileSync(file, 'utf8').trim());
}
