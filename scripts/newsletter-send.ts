/**
 * `npm run newsletter:send <file.md>`: sends a Markdown newsletter issue to every confirmed subscriber
 * through the mail outbox (SMTP_URL, or .eml files in $DATA_DIR/outbox), one mail each with its own
 * unsubscribe headers. The subject is the front matter `subject:` or the first `# heading`.
 * Running it again with the same file resumes: nobody is queued twice; mails the mail server refused
 * stay in the outbox, retried by the server's outbox worker or by the next run.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { createLogger } from "../server/logger";
import { createMailer, fileTransport, smtpTransport } from "../server/mail";
import { parseIssue, sendIssue } from "../server/newsletter/send";
import { CliError, openSiteDatabase, runCli } from "./newsletter-db";

runCli("newsletter:send", async () => {
  const file = process.argv[2];
  if (!file) throw new CliError("usage: npm run newsletter:send <file.md>");
  let source: string;
  try {
    source = await readFile(file, "utf8");
  } catch {
    throw new CliError(`${file}: file not found`);
  }
  let issue: ReturnType<typeof parseIssue>;
  try {
    issue = parseIssue(source);
  } catch (error) {
    throw new CliError(`${file}: ${(error as Error).message}`);
  }
  const { config, database } = await openSiteDatabase();
  // Log lines on standard error, so standard output carries only the summary.
  const log = createLogger(config.logLevel === "info" ? "warn" : config.logLevel, process.stderr);
  const smtp = config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined;
  const transport = smtp ?? fileTransport(path.join(config.dataDir, "outbox"));
  try {
    const mailer = createMailer({ db: database.db, transport, from: config.mailFrom, log });
    const result = await sendIssue({ db: database.db, config, mailer }, issue);
    console.log(
      `Issue "${issue.subject}": ${result.total} subscribers, ${result.queued} queued by this run, ${result.sent} sent, ${result.pending} waiting for a retry, ${result.failed} failed.`,
    );
    if (result.pending)
      console.log(
        "Mails waiting for a retry are sent by the running server's outbox worker, or by running this command again.",
      );
  } finally {
    smtp?.close();
    await database.close();
  }
});
