// The load test's baseline: a plain node:http server answering each request with fixed bytes, the same
// the site sends for that request (as the site sends it uncompressed: a page's HTML, an endpoint's JSON).
// Run as a child process: `node static-server.mjs MANIFEST PORT`, MANIFEST a JSON array of
// `{ method, path, file, contentType }`; a request matching none gets the first entry's bytes.
import { createServer } from "node:http";
import { readFileSync } from "node:fs";

const [manifest, port] = process.argv.slice(2);
const answers = new Map();
let first;
for (const entry of JSON.parse(readFileSync(manifest, "utf8"))) {
  const body = readFileSync(entry.file);
  const headers = {
    "Content-Type": entry.contentType,
    "Content-Length": String(body.length),
    "Cache-Control": "no-cache",
  };
  const answer = { body, headers };
  answers.set(`${entry.method} ${entry.path}`, answer);
  first ??= answer;
}
const server = createServer((req, res) => {
  const { body, headers } = answers.get(`${req.method} ${req.url}`) ?? first;
  res.writeHead(200, headers);
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(port), "127.0.0.1", () => console.log(`static baseline on 127.0.0.1:${port}`));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
