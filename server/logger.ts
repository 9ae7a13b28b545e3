/**
 * Structured JSON logs (pino). Every line written while a request is handled carries that request's id
 * (`reqId`, also returned as `X-Request-Id`), whichever logger wrote it, through an AsyncLocalStorage
 * mixin. Secrets never reach a log line: request bodies are not logged, the redaction list covers keys
 * that could carry passwords, codes, tokens, captcha payloads or card data, and logged errors are scrubbed
 * of what they may carry from a request (a query's parameters, a parser's raw body, a driver's config).
 * URLs are logged only through `redactUrl`, which also hides the token segment of secret links.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { pino, stdSerializers, type Logger } from "pino";
import { shortIpHash } from "./secrets/ip-hash";

/** Keys whose values are secrets wherever they appear (top level, one or two objects deep). */
const SECRET_KEYS = [
  "password",
  "confirm_password",
  "confirmPassword",
  "email_token",
  "emailToken",
  "captchaToken",
  "captcha",
  "altcha",
  "number",
  "cardNumber",
  "card_number",
  "cvc",
  "card",
  "token",
  "secret",
  "secretKey",
  "clientSecret",
  "client_secret",
  "authorization",
];

/** Paths pino replaces with "[redacted]" wherever they appear in a logged object. */
export const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

/**
 * `code` keys hold verification codes (6 digits) but also error codes worth keeping: "ECONNREFUSED",
 * SQLSTATE "23505", a card's "card_declined". Only values with a run of 6 or more digits are redacted.
 */
const CODE_PATHS = ["code", "*.code", "*.*.code"];
const CODE_LIKE = /\d{6}/;

function censor(value: unknown, path: string[]): unknown {
  if (path[path.length - 1] !== "code") return "[redacted]";
  return (typeof value === "string" || typeof value === "number") && CODE_LIKE.test(String(value))
    ? "[redacted]"
    : value;
}

/** Properties of thrown errors that may carry request data (query params, raw bodies, client configs). */
const UNSAFE_ERROR_KEYS = ["params", "body", "config", "request", "response", "headers", "payload"];

/** Removes drizzle's "params: …" (the bound values of a failed query) from an error message or stack. */
function scrubParams(text: string): string {
  // DrizzleQueryError: "Failed query: <sql>\nparams: <values>"; in a stack the frames follow the values.
  return text.replace(/\nparams: [\s\S]*?(?=\n {4}at |\ncaused by: |$)/g, "\nparams: [redacted]");
}

/**
 * pino's error serializer, then scrubbed: bound query values, raw bodies and client configs are dropped,
 * and the values of a unique-violation detail ("Key (email)=(…)") are hidden.
 */
export function safeErrorSerializer(error: unknown): unknown {
  const out = stdSerializers.err(error as Error) as unknown;
  if (!out || typeof out !== "object") return out;
  const record = out as Record<string, unknown>;
  for (const key of UNSAFE_ERROR_KEYS) delete record[key];
  if (typeof record.message === "string") record.message = redactPathTokens(scrubParams(record.message));
  if (typeof record.stack === "string") record.stack = redactPathTokens(scrubParams(record.stack));
  if (typeof record.detail === "string") record.detail = record.detail.replace(/\)=\(.*\)/g, ")=([redacted])");
  if (Array.isArray(record.aggregateErrors))
    record.aggregateErrors = record.aggregateErrors.map((e: unknown) => safeErrorSerializer(e));
  return record;
}

/** Query parameters whose values are never logged (a reset link's token, a code in a link…). */
const SECRET_QUERY_KEY = /pass|code|token|secret|captcha|card|cvc|number|key|sig/i;

/**
 * The links whose path holds a secret: the segment after each prefix is a bearer token. The one list for
 * every log line that may carry a URL (request lines, `req.log`, logged errors' messages and stacks).
 * Case-insensitive, like the routes themselves (`/ADMIN/invite/…` opens the same invitation). `/billing/`,
 * `/invoices/` and `/credit-notes/` are the customer's links, not the console's own `/admin/invoices/<number>`.
 */
const SECRET_PATH_SEGMENTS: readonly RegExp[] = [
  /(\/admin\/invite\/)[^/?#\s"'<>]+/gi,
  /(\/newsletter\/(?:confirm|unsubscribe)\/)[^/?#\s"'<>]+/gi,
  /(?<!\/admin)(\/(?:billing|invoices|credit-notes)\/)[^/?#\s"'<>]+/gi,
];

/** `text` with the token segment of every secret link (SECRET_PATH_SEGMENTS) replaced by "[redacted]". */
export function redactPathTokens(text: string): string {
  let out = text;
  for (const pattern of SECRET_PATH_SEGMENTS) out = out.replace(pattern, "$1[redacted]");
  return out;
}

/**
 * A request URL fit for a log line: the token segment of secret links and the values of secret-looking
 * query parameters replaced.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf("?");
  const path = redactPathTokens(q === -1 ? url : url.slice(0, q));
  if (q === -1) return path;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of new Set(params.keys())) if (SECRET_QUERY_KEY.test(key)) params.set(key, "[redacted]");
  return `${path}?${params.toString()}`;
}

/** Masks runs of 6 or more digits (a verification code in a mail subject) for a log line. */
export function maskCodes(text: string): string {
  return text.replace(/\d{6,}/g, (digits) => "*".repeat(digits.length));
}

const requestScope = new AsyncLocalStorage<{ reqId: string }>();

/** Runs `fn` (the rest of a request's middleware chain) with `reqId` attached to every log line. */
export function runWithRequestId<T>(reqId: string, fn: () => T): T {
  return requestScope.run({ reqId }, fn);
}

/**
 * Stdout for log lines: pino's asynchronous destination (sonic-boom) holding lines until
 * LOG_BATCH_BYTES have gathered or LOG_FLUSH_MS have passed, so a busy server makes one write for many request
 * lines instead of one per line (each write is a round trip to libuv's thread pool:
 * docs/decisions/0090-log-lines-batched.md). pino flushes what is pending when the process exits
 * (crashes and `process.exit` included); a SIGKILL loses at most the lines held.
 */
const LOG_BATCH_BYTES = 4096;
const LOG_FLUSH_MS = 100;

/**
 * Creates the root logger writing JSON lines to stdout in batches (LOG_BATCH_BYTES), or to
 * `destination` in tests and scripts.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: [...REDACTED_PATHS, ...CODE_PATHS], censor },
      serializers: { err: safeErrorSerializer, error: safeErrorSerializer },
      mixin: () => {
        const scope = requestScope.getStore();
        return scope ? { reqId: scope.reqId } : {};
      },
    },
    destination ?? pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_FLUSH_MS }),
  );
}

/** The security events the site logs (one `warn` line each, `security: <event>`). */
export type SecurityEvent =
  | "code_wrong"
  | "captcha_refused"
  | "rate_limited"
  | "webhook_signature_invalid"
  | "csp_violation"
  | "sign_in_account_ceiling";

/**
 * Logs a security event: `{security, ipHash, ...fields}` at warn level, with the request id when it
 * happens in a request. Instead of the IP, a keyed hash of it (HMAC-SHA-256 with a secret shared by the
 * instances, 16 hex characters): the lines of one client can be followed across the log and instances,
 * but nobody reading the log learns the address. Never pass a code, token, password or signature in
 * `fields`; the redaction list applies to them anyway.
 */
export type SecurityLog = (event: SecurityEvent, ip: string | undefined, fields?: Record<string, unknown>) => void;

/** A `SecurityLog` writing to `log`, hashing IPs with `ipHashKey` (a secret of 16+ bytes). */
export function createSecurityLog(log: Logger, ipHashKey: string | Buffer): SecurityLog {
  return (event, ip, fields = {}) => {
    const ipHash = ip ? shortIpHash(ipHashKey, ip) : undefined;
    log.warn({ ...fields, security: event, ipHash }, `security: ${event}`);
  };
}

export type { Logger };
