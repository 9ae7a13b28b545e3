/**
 * `npm run newsletter:export > subscribers.csv`: the confirmed newsletter subscribers as CSV on standard
 * output (`email,confirmed_at,source`), read from the database the server uses. Pending and
 * unsubscribed addresses are never included. Messages go to standard error only.
 */
import { exportConfirmedSubscribers } from "../server/newsletter/export";
import { openSiteDatabase, runCli } from "./newsletter-db";

runCli("newsletter:export", async () => {
  const { database } = await openSiteDatabase();
  try {
    const lines = await exportConfirmedSubscribers(database.db);
    process.stdout.write(`${lines.join("\r\n")}\r\n`);
    console.error(`newsletter:export: ${lines.length - 1} confirmed subscriber${lines.length === 2 ? "" : "s"}`);
  } finally {
    await database.close();
  }
});
