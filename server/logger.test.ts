import { spawnSync } from "node:child_process";
import path from "node:path";
import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createLogger, maskCodes, redactUrl, runWithRequestId, safeErrorSerializer } from "./logger";

/** A logger writing into an array of parsed lines (and the raw text, for greps). */
function capture() {
  const lines: Array<Record<string, unknown>> = [];
  let raw = "";
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      raw += chunk.toString();
      for (const line of chunk.toString().split("\n"))
        if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { log: createLogger("info", sink), lines, raw: () => raw };
}

describe("createLogger", () => {
  it("redacts secrets at the top level and one or two objects deep", () => {
    const { log, raw } = capture();
    log.info(
      { password: "Hunter2-secret", body: { confirm_password: "Hunter2-secret", email_token: "tok.en.value" } },
      "a",
    );
    log.info({ input: { payment: { number: "4242424242424242", cvc: "123" } }, captchaToken: "captcha-payload" }, "b");
    expect(raw()).not.toMatch(/Hunter2-secret|tok\.en\.value|4242424242424242|captcha-payload|"cvc":"123"/);
    expect(raw()).toContain("[redacted]");
  });

  it("redacts verification codes but keeps error codes and small numbers", () => {
    const { log, lines } = capture();
    log.info({ code: "123456" }, "verification");
    log.info({ nested: { code: 654321 } }, "numeric");
    log.info({ err: Object.assign(new Error("refused"), { code: "ECONNREFUSED" }) }, "network");
    log.info({ err: Object.assign(new Error("duplicate"), { code: "23505" }) }, "sql");
    log.info({ code: "card_declined" }, "decline");
    log.info({ code: 404 }, "status");
    expect(
      lines.map((l) => l.code ?? (l.nested as { code?: unknown })?.code ?? (l.err as { code?: unknown })?.code),
    ).toEqual(["[redacted]", "[redacted]", "ECONNREFUSED", "23505", "card_declined", 404]);
  });

  it("adds the request id to every line logged inside a request scope, by any logger", () => {
    const { log, lines } = capture();
    const child = log.child({ component: "mailer" });
    runWithRequestId("req-42", () => {
      log.info("root");
      child.info("child");
    });
    log.info("outside");
    expect(lines.map((l) => l.reqId)).toEqual(["req-42", "req-42", undefined]);
  });
});

describe("safeErrorSerializer", () => {
  it("drops a failed query's bound values from message, stack and properties", () => {
    const cause = Object.assign(new Error("duplicate key value violates unique constraint"), {
      code: "23505",
      detail: "Key (email)=(jane@example.com) already exists.",
    });
    const error = new DrizzleQueryError(
      "insert into users (email, password_hash) values ($1, $2)",
      ["jane@example.com", "$argon2id$v=19$x\nsecond line"],
      cause,
    );
    const out = JSON.stringify(safeErrorSerializer(error));
    expect(out).toContain("Failed query: insert into users");
    expect(out).toContain("params: [redacted]");
    expect(out).not.toContain("argon2id");
    expect(out).not.toContain("second line");
    expect(out).not.toContain("jane@example.com");
  });

  it("drops the raw body a parser error carries and hides unique-violation values", () => {
    const parse = Object.assign(new SyntaxError("Unexpected token"), {
      type: "entity.parse.failed",
      body: '{"password":"Hunter2-secret"',
    });
    expect(JSON.stringify(safeErrorSerializer(parse))).not.toContain("Hunter2-secret");
    const pg = Object.assign(new Error("duplicate"), { detail: "Key (idempotency_key)=(abc-123) already exists." });
    expect((safeErrorSerializer(pg) as { detail: string }).detail).toBe(
      "Key (idempotency_key)=([redacted]) already exists.",
    );
  });

  it("passes non-errors through", () => {
    expect(safeErrorSerializer("text")).toBe("text");
  });
});

describe("redactUrl", () => {
  it("hides the values of secret-looking query parameters only", () => {
    expect(redactUrl("/pricing")).toBe("/pricing");
    expect(redactUrl("/blog?page=2&utm_source=news")).toBe("/blog?page=2&utm_source=news");
    expect(redactUrl("/verify?email_token=abc.def&code=123456&page=1")).toBe(
      "/verify?email_token=%5Bredacted%5D&code=%5Bredacted%5D&page=1",
    );
  });

  it("hides the token segment of secret links, whatever the case, and keeps the console's own invoice numbers", () => {
    expect(redactUrl("/admin/invite/AbC_12-x")).toBe("/admin/invite/[redacted]");
    expect(redactUrl("/Admin/INVITE/AbC_12-x?x=1")).toBe("/Admin/INVITE/[redacted]?x=1");
    expect(redactUrl("/billing/tok123/portal")).toBe("/billing/[redacted]/portal");
    expect(redactUrl("/invoices/tok123.pdf")).toBe("/invoices/[redacted]");
    expect(redactUrl("/credit-notes/tok456.pdf")).toBe("/credit-notes/[redacted]");
    expect(redactUrl("/newsletter/confirm/tok123")).toBe("/newsletter/confirm/[redacted]");
    expect(redactUrl("/admin/invoices/INV-2026-0001")).toBe("/admin/invoices/INV-2026-0001");
  });

  it("applies to logged errors' messages and stacks too", () => {
    const error = new Error('Failed to render "https://site.test/admin/invite/SeCrEt-tok"');
    const out = safeErrorSerializer(error) as { message: string; stack: string };
    expect(out.message).toBe('Failed to render "https://site.test/admin/invite/[redacted]"');
    expect(out.stack).not.toContain("SeCrEt-tok");
  });
});

describe("maskCodes", () => {
  it("masks a 6-digit code in a mail subject and leaves years alone", () => {
    expect(maskCodes("Your DocSleeve code is 482913")).toBe("Your DocSleeve code is ******");
    expect(maskCodes("Your receipt for May 2026")).toBe("Your receipt for May 2026");
  });
});

describe("a payment's 3-D Secure client secret", () => {
  it("is redacted wherever a payment record is logged", () => {
    const lines: string[] = [];
    const log = createLogger(
      "info",
      new Writable({ write: (chunk: Buffer, _enc, done) => (lines.push(chunk.toString()), done()) }),
    );
    const secret = "pi_3QvXqA2eZvKYlo2C_secret_Wq8mY3kx";
    log.warn(
      { signupKey: "k", payment: { provider: "stripe", paymentId: "pi_3QvXqA2eZvKYlo2C", clientSecret: secret } },
      "sign-up payment refunded",
    );
    log.info({ data: { requires_action: true, client_secret: secret } }, "answer");
    expect(lines.join("")).not.toContain(secret);
    expect(lines.join("")).toContain("pi_3QvXqA2eZvKYlo2C");
  });
});

describe("createLogger's stdout", () => {
  /** Runs `code` in a child process (tsx) and returns what it wrote to stdout. */
  /** What a child process running `code` wrote to stdout (`killed`: it ends by SIGKILL, so no exit flush). */
  function stdoutOf(code: string, killed = false): string {
    const result = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], {
      cwd: path.resolve(import.meta.dirname, ".."),
      encoding: "utf8",
      timeout: 60_000,
    });
    if (killed) expect(result.signal, result.stderr).toBe("SIGKILL");
    else expect(result.status, result.stderr).toBe(0);
    return result.stdout;
  }

  it("writes a lone line of a quiet server within moments, without waiting for a batch to fill", () => {
    const out = stdoutOf(
      `
      import { createLogger } from "./server/logger.ts";
      const log = createLogger("info");
      log.info("quiet line");
      const keepAlive = setInterval(() => {}, 1000);
      setTimeout(() => {
        clearInterval(keepAlive);
        process.kill(process.pid, "SIGKILL");
      }, 1000);
    `,
      true,
    );
    expect(out).toContain("quiet line");
  });

  it("writes every line, those of the last turn before an exit included, in order", () => {
    const out = stdoutOf(`
      import { createLogger } from "./server/logger.ts";
      const log = createLogger("info");
      for (let i = 0; i < 200; i++) log.info({ i }, "busy turn");
      setImmediate(() => {
        log.info({ i: 200 }, "next turn");
        setTimeout(() => {
          log.info({ i: 201 }, "last line");
          process.exit(0);
        }, 5);
      });
    `);
    const lines = out
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { i: number; msg: string });
    expect(lines.map((l) => l.i)).toEqual(Array.from({ length: 202 }, (_, i) => i));
    expect(lines.at(-1)?.msg).toBe("last line");
  });
});
