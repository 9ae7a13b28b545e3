/**
 * `npm run operator:invite -- <email> [--role owner|support|marketing]`: invites an operator to the console
 * (default role: owner), with the same service as the console and the start-up invitation: the mail with
 * the link `{PUBLIC_URL}/admin/invite/<token>` goes through the outbox (SMTP_URL, or an .eml file in
 * $DATA_DIR/outbox). On the embedded database the server must be stopped first, like the newsletter
 * commands.
 */
import path from "node:path";
import { OPERATOR_ROLES } from "../app/domain/admin-access";
import { inviteOperatorSchema } from "../app/domain/operator";
import { createLogger } from "../server/logger";
import { createMailer, fileTransport, smtpTransport } from "../server/mail";
import { inviteOperator } from "../server/operators/invitations";
import { CliError, openSiteDatabase, runCli } from "./newsletter-db";

const USAGE = `usage: npm run operator:invite -- <email> [--role ${OPERATOR_ROLES.join("|")}]`;

runCli("operator:invite", async () => {
  const args = process.argv.slice(2);
  const roleAt = args.indexOf("--role");
  const role = roleAt >= 0 ? args[roleAt + 1] : "owner";
  const positional = args.filter((_arg, i) => roleAt < 0 || (i !== roleAt && i !== roleAt + 1));
  const email = positional[0];
  const parsed = inviteOperatorSchema.safeParse({ email: email ?? "", role });
  if (!parsed.success) throw new CliError(`${parsed.error.issues[0]!.message}\n${USAGE}`);
  const { config, database } = await openSiteDatabase();
  const log = createLogger(config.logLevel === "info" ? "warn" : config.logLevel, process.stderr);
  const smtp = config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined;
  try {
    const mailer = createMailer({
      db: database.db,
      transport: smtp ?? fileTransport(path.join(config.dataDir, "outbox")),
      from: config.mailFrom,
      log,
    });
    const result = await inviteOperator(
      { db: database.db, mailer, publicUrl: config.publicUrl, clock: () => new Date() },
      { ...parsed.data, invitedBy: null, ipHash: "cli" },
    );
    if (!result.ok) throw new CliError(result.message);
    console.log(
      `Invitation for ${parsed.data.email} (${parsed.data.role}) queued in the outbox; the link is valid for 24 hours.`,
    );
  } finally {
    smtp?.close();
    await database.close();
  }
});
