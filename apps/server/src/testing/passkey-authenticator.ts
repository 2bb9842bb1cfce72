import crypto from 'node:crypto';

import { isoCBOR } from '@simplewebauthn/server/helpers';

/*
 * A software passkey for the server tests (the browser tests use Chromium's virtual
 * authenticator): one P-256 key, a signature counter, and the two WebAuthn answers built the way
 * an authenticator and a browser build them (CTAP2 authenticator data, "none" attestation,
 * clientDataJSON, ECDSA over authData ‖ SHA-256(clientDataJSON)). Tests change what it answers
 * (origin, counter, user verification) to check each refusal.
 */

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => crypto.createHash('sha256').update(data).digest();

interface Options {
  challenge: string;
  rp?: { id?: string };
  rpId?: string;
  user?: { id: string };
}

export interface AnswerTweaks {
  /** The page's origin the browser reports; the tests' server is reached as http://localhost. */
  origin?: string;
  /** Leaves out the "user verified" flag (a passkey used without its fingerprint or PIN). */
  unverified?: boolean;
  /** Signs with this counter instead of the next one. */
  counter?: number;
}

export class SoftwarePasskey {
  readonly credentialId = crypto.randomBytes(16);
  readonly #keys = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  #counter = 0;
  #userHandle = '';

  /** The browser's answer to registration options: a RegistrationResponseJSON, as a string. */
  register(options: Options, tweaks: AnswerTweaks = {}): string {
    this.#userHandle = options.user!.id;
    const rpId = options.rp!.id!;
    const clientDataJSON = this.#clientData('webauthn.create', options.challenge, tweaks);
    const authData = Buffer.concat([
      this.#authDataHead(rpId, 0x40, tweaks),
      Buffer.alloc(16), // AAGUID: none
      Buffer.from([0, this.credentialId.length]),
      this.credentialId,
      Buffer.from(isoCBOR.encode(this.#cosePublicKey())),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return JSON.stringify({
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    });
  }

  /** The browser's answer to authentication options: an AuthenticationResponseJSON, as a string. */
  authenticate(options: Options, tweaks: AnswerTweaks = {}): string {
    const clientDataJSON = this.#clientData('webauthn.get', options.challenge, tweaks);
    const authData = this.#authDataHead(options.rpId!, 0, tweaks);
    const signature = crypto.sign(
      'sha256',
      Buffer.concat([authData, sha256(clientDataJSON)]),
      this.#keys.privateKey,
    );
    return JSON.stringify({
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.#userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    });
  }

  #clientData(type: string, challenge: string, tweaks: AnswerTweaks) {
    return JSON.stringify({
      type,
      challenge,
      origin: tweaks.origin ?? 'http://localhost',
      crossOrigin: false,
    });
  }

  /** rpIdHash ‖ flags (user present, user verified unless tweaked, plus `extraFlags`) ‖ counter. */
  #authDataHead(rpId: string, extraFlags: number, tweaks: AnswerTweaks) {
    this.#counter = tweaks.counter ?? this.#counter + 1;
    const flags = 0x01 | (tweaks.unverified ? 0 : 0x04) | extraFlags;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.#counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), counter]);
  }

  /** The public key as COSE_Key: EC2, ES256, P-256, x and y. */
  #cosePublicKey() {
    const jwk = this.#keys.publicKey.export({ format: 'jwk' });
    return new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
    ]);
  }
}
