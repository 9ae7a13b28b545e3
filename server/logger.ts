/**
 * Structured JSON logs (pino). Secrets never reach a log line: request bodies are not logged, and the
 * redaction list covers headers and fields that could carry passwords, codes, tokens or card data.
 */
import { pino, type Logger } from "pino";

/** Paths pino replaces with "[redacted]" wherever they appear in a logged object. */
export const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  "*.password",
  "*.confirm_password",
  "*.code",
  "*.email_token",
  "*.captchaToken",
  "*.number",
  "*.cvc",
  "*.card",
];

/** Creates the root logger writing JSON lines to stdout (or to `destination` in tests). */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino({ level, redact: { paths: REDACTED_PATHS, censor: "[redacted]" } }, destination);
}

export type { Logger };
