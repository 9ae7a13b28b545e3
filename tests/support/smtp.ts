/**
 * A real SMTP server on loopback (the `smtp-server` package) for integration and end-to-end tests: it
 * records every message it accepts (and hands the bytes to `onMessage`), and can be stopped and started
 * again on the same port to simulate an outage.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A received message with the headers tests look at; `text` has quoted-printable soft breaks undone. */
export interface ReceivedSmtpMail {
  to: string;
  subject: string;
  text: string;
  raw: string;
}

/** A running (or stopped) test SMTP server. */
export interface TestSmtpServer {
  port: number;
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  received: ReceivedSmtpMail[];
  /** Stops listening (connections are then refused) until `start()`. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) in an unfolded header value. */
function decodeWords(value: string): string {
  return value
    .replace(/\r?\n[ \t]+/g, " ")
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            "latin1",
          ).toString("utf8"),
    )
    .trim();
}

/** Parses a message received as bytes; quoted-printable bodies are decoded back to UTF-8 text. */
export function parseMail(bytes: Buffer): ReceivedSmtpMail {
  const raw = bytes.toString("utf8");
  const header = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const get = (name: string) =>
    decodeWords(new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, "im").exec(header)?.[1] ?? "");
  const latin1 = bytes
    .toString("latin1")
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return { to: get("To"), subject: get("Subject"), text: Buffer.from(latin1, "latin1").toString("utf8"), raw };
}

/** Starts a server on `port` (0: any free port); `onMessage` also receives each message's raw bytes. */
export async function startSmtpServer(
  port = 0,
  options: { onMessage?: (bytes: Buffer) => void } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedSmtpMail[] = [];
  let server: SMTPServer | undefined;
  let boundPort = port;

  const listen = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          const bytes = Buffer.concat(chunks);
          received.push(parseMail(bytes));
          options.onMessage?.(bytes);
          callback();
        });
      },
    });
    const s = server;
    await new Promise<void>((resolve) => s.listen(boundPort, "127.0.0.1", resolve));
    boundPort = (s.server.address() as AddressInfo).port;
  };
  await listen();

  return {
    get port() {
      return boundPort;
    },
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    received,
    async stop() {
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    start: listen,
  };
}
