// The load test's same-bytes baseline: a plain node:http server answering each request with the bytes
// the site sent for it (a page's HTML, an endpoint's JSON), captured once, with the site's main headers
// (content-type, ETag, Cache-Control, Vary) and, to a client that asks, the site's own brotli or gzip
// bytes; a matching If-None-Match gets a 304. Nothing else: no security headers, no request id, no log.
// Run as a child process: `node static-server.mjs MANIFEST PORT`, MANIFEST a JSON array of
// `{ method, path, files: { identity, br?, gzip? }, headers }`; a request matching none gets the first
// entry's answer.
import { createServer } from "node:http";
import { readFileSync } from "node:fs";

const [manifest, port] = process.argv.slice(2);

/** One entry's answers: the header list of each encoding it has, and its bytes. */
function answerOf(entry) {
  const variants = {};
  for (const [encoding, file] of Object.entries(entry.files)) {
    const body = readFileSync(file);
    const headers = { ...entry.headers };
    if (encoding !== "identity") headers["content-encoding"] = encoding;
    headers["content-length"] = String(body.length);
    variants[encoding] = { body, headers };
  }
  return { etag: entry.headers.etag, variants };
}

const answers = new Map();
let first;
for (const entry of JSON.parse(readFileSync(manifest, "utf8"))) {
  const answer = answerOf(entry);
  answers.set(`${entry.method} ${entry.path}`, answer);
  first ??= answer;
}

/** The variant the client takes: brotli, then gzip, else the uncompressed bytes. */
function variantFor(answer, acceptEncoding) {
  if (acceptEncoding) {
    if (answer.variants.br && acceptEncoding.includes("br")) return answer.variants.br;
    if (answer.variants.gzip && acceptEncoding.includes("gzip")) return answer.variants.gzip;
  }
  return answer.variants.identity;
}

const server = createServer((req, res) => {
  const answer = answers.get(`${req.method} ${req.url}`) ?? first;
  const { body, headers } = variantFor(answer, req.headers["accept-encoding"]);
  if (answer.etag && req.headers["if-none-match"] === answer.etag) {
    res.writeHead(304, { etag: answer.etag });
    res.end();
    return;
  }
  res.writeHead(200, headers);
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(port), "127.0.0.1", () => console.log(`same-bytes baseline on 127.0.0.1:${port}`));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
