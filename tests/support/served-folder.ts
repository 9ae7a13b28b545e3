/**
 * For unit tests of what serves files from a folder (prerendered pages, static assets): a temporary
 * folder that `setup` fills and turns into a request listener, served on a free loopback port for the
 * whole test file. Registers the file's beforeAll/afterAll: the server closes and the folder is removed.
 */
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { rawRequest } from "./raw-http";

/**
 * @param prefix the temporary folder's name prefix (the folder is under the OS's temporary directory)
 * @param setup writes the files into the folder and returns what answers requests
 * @returns the folder (once beforeAll ran) and `get`, a raw request (./raw-http.ts) to the server
 */
export function servedFolder(prefix: string, setup: (dir: string) => Promise<RequestListener> | RequestListener) {
  let dir: string | undefined;
  let server: Server | undefined;
  let port = 0;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), prefix));
    server = createServer(await setup(dir)).listen(0, "127.0.0.1");
    await once(server, "listening");
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    if (server) await new Promise((resolve) => server!.close(resolve));
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  return {
    /** The folder `setup` filled. */
    dir: () => dir!,
    /** A raw request (no automatic decompression) for `urlPath`: status, headers and body bytes. */
    get: (urlPath: string, headers: Record<string, string> = {}, method = "GET") =>
      rawRequest(`http://127.0.0.1:${port}${urlPath}`, { method, headers }),
  };
}
