import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

type Envelope = { type: string; message: unknown; code?: string };
const json = (res: { json(): unknown }) => res.json() as Envelope;

function upload(token: string, content: Buffer, query = '') {
  const boundary = '----meridian-upload-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/upload${query}`,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: token },
  });
}

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#d4ba83' } })
    .png()
    .toBuffer();

/**
 * A valid black-and-white PNG of `width` × `height` pixels that weighs a few kilobytes: what a
 * decompression bomb looks like (1 bit a pixel, every row the same, deflated).
 */
function hugePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('POST /api/upload', () => {
  it('audit 12b: an empty file answers a translated UPLOAD_MISSING, not 500', async () => {
    const { token } = await t.signUp();
    const res = await upload(token, Buffer.alloc(0), '?lang=fra');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      type: 'error',
      code: 'UPLOAD_MISSING',
      message: 'Veuillez choisir une image',
    });
  });

  it('audit 14b: an image above 40 megapixels is refused before it is decoded', async () => {
    const { token } = await t.signUp();
    const bomb = hugePng(8000, 6000);
    expect(bomb.length).toBeLessThan(100_000);
    const res = await upload(token, bomb, '?lang=en');
    expect(json(res)).toMatchObject({
      type: 'error',
      code: 'UPLOAD_TOO_MANY_PIXELS',
      message: 'The image has too many pixels (at most 40 megapixels)',
    });
    expect(fs.readdirSync(t.config.uploadDir)).toHaveLength(0);
  });

  it('audit 14b: uploads are rate-limited per user: the eleventh in a minute answers 429', async () => {
    const alice = await t.signUp();
    const image = await png();
    for (let i = 0; i < 10; i++) expect(json(await upload(alice.token, image)).type).toBe('ok');
    const limited = await upload(alice.token, image);
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toMatchObject({ type: 'error', code: 'TOO_MANY_REQUESTS' });
    // The limit is the user's, not the address's.
    const bob = await t.signUp();
    expect(json(await upload(bob.token, image)).type).toBe('ok');
  });
});

describe('private uploads', () => {
  it('audit 14a: a user upload is served only at its signed URL, privately and never cached', async () => {
    const { token } = await t.signUp();
    const url = json(await upload(token, await png())).message as string;
    expect(url).toMatch(/^\/uploads\/private\/[a-f0-9]{32}\.webp\?expires=\d+&sig=[a-f0-9]{64}$/);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

    // Forms send the plain path back; it does not show the image to anyone.
    const plain = `/uploads/${path.basename(url.split('?')[0]!)}`;
    const unsigned = url.split('?')[0]!;
    const tampered = url.replace(/sig=(.)/, (_, c: string) => `sig=${c === 'a' ? 'b' : 'a'}`);
    const { signUploadUrl } = await import('./upload.service.js');
    const expired = signUploadUrl(plain, Date.now() - 2 * 3_600_000);
    for (const [refused, status] of [
      [plain, 404],
      [unsigned, 403],
      [`/uploads/./private/${path.basename(unsigned)}`, 403],
      [tampered, 403],
      [expired, 403],
    ] as const) {
      expect((await t.app.inject({ method: 'GET', url: refused })).statusCode, refused).toBe(
        status,
      );
    }
  });

  it('publishes an avatar: public and long-cached, while its upload stays private', async () => {
    const { token } = await t.signUp();
    const url = json(await upload(token, await png())).message as string;
    const plain = `/uploads/${path.basename(url.split('?')[0]!)}`;
    expect((await t.app.inject({ method: 'GET', url: plain })).statusCode).toBe(404);
    const info = json(
      await t.post('/api/user/uploadHeadPortrait', { head_portrait: plain }, token),
    );
    const avatar = (info.message as { head_portrait: string }).head_portrait;
    expect(avatar).toBe(plain);
    const served = await t.app.inject({ method: 'GET', url: avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });
});
