/**
 * A software WebAuthn authenticator for integration tests: one P-256 key pair per credential, "none"
 * attestation, and the answers a browser would post (RegistrationResponseJSON and
 * AuthenticationResponseJSON), built from the options the server gave. Flags (user presence and
 * verification), origin and counter can be set, to test the server's refusals.
 *
 *   const authenticator = new SoftAuthenticator("http://console.docsleeve.test");
 *   const response = authenticator.register(options);            // to registerPasskey
 *   const assertion = authenticator.authenticate(signInOptions); // to the sign-in
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();
const b64url = (data: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(data));

/** Options for one answer: which flags to set, and from which origin the "browser" says it comes. */
export interface AnswerOptions {
  userVerified?: boolean;
  origin?: string;
}

interface Credential {
  id: Uint8Array;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

export class SoftAuthenticator {
  private readonly credentials: Credential[] = [];

  constructor(private readonly origin: string) {}

  /** The answer to `navigator.credentials.create(options)`: a new discoverable credential. */
  register(options: PublicKeyCredentialCreationOptionsJSON, answer: AnswerOptions = {}): RegistrationResponseJSON {
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const jwk = publicKey.export({ format: "jwk" });
    const id = randomBytes(16);
    this.credentials.push({ id, privateKey, userHandle: options.user.id, counter: 0 });
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x!)],
      [-3, isoBase64URL.toBuffer(jwk.y!)],
    ]);
    const attested = Buffer.concat([
      Buffer.alloc(16),
      Buffer.from([0, id.length]),
      id,
      Buffer.from(isoCBOR.encode(coseKey)),
    ]);
    const authData = Buffer.concat([this.authDataHead(options.rp.id!, FLAG_AT, answer, 0), attested]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ["fmt", "none"],
        ["attStmt", new Map<string, string>()],
        ["authData", new Uint8Array(authData)],
      ]),
    );
    const clientDataJSON = this.clientData("webauthn.create", options.challenge, answer);
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
    };
  }

  /** The answer to `navigator.credentials.get(options)` with the first (or given) credential. */
  authenticate(
    options: PublicKeyCredentialRequestOptionsJSON,
    answer: AnswerOptions & { credential?: number } = {},
  ): AuthenticationResponseJSON {
    const credential = this.credentials[answer.credential ?? 0];
    if (!credential) throw new Error("no credential registered");
    credential.counter += 1;
    const authData = this.authDataHead(options.rpId!, 0, answer, credential.counter);
    const clientDataJSON = this.clientData("webauthn.get", options.challenge, answer);
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
    };
  }

  private authDataHead(rpId: string, extraFlags: number, answer: AnswerOptions, counter: number): Buffer {
    const flags = FLAG_UP | (answer.userVerified === false ? 0 : FLAG_UV) | extraFlags;
    const counterBytes = Buffer.alloc(4);
    counterBytes.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), counterBytes]);
  }

  private clientData(type: string, challenge: string, answer: AnswerOptions): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: answer.origin ?? this.origin, crossOrigin: false }));
  }
}
