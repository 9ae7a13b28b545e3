// The load test's baseline: a plain node:http server answering every request with the bytes of one file
// (the prerendered page as the site serves it). Run as a child process: `node static-server.mjs FILE PORT`.
import { createServer } from "node:http";
import { readFileSync } from "node:fs";

const [file, port] = process.argv.slice(2);
const body = readFileSync(file);
const headers = {
  "Content-Type": "text/html; charset=utf-8",
  "Content-Length": String(body.length),
  "Cache-Control": "no-cache",
};
const server = createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(port), "127.0.0.1", () => console.log(`static baseline on 127.0.0.1:${port}`));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
