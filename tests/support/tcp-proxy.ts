/**
 * A tiny TCP proxy on 127.0.0.1 in front of a dependency (PostgreSQL, Redis, SMTP), for fault tests:
 * `cut()` stops listening and destroys every open connection (the dependency looks down or restarting),
 * `restore()` listens again on the same port. The real server behind it is never touched.
 */
import net, { type AddressInfo } from "node:net";

/** A running proxy. */
export interface TcpProxy {
  /** The loopback port clients connect to. */
  port: number;
  /** `target` with its host and port replaced by the proxy's (e.g. a database URL). */
  url: string;
  /** True between `cut()` and `restore()`. */
  readonly isCut: boolean;
  /** Refuses new connections and resets the open ones. */
  cut(): Promise<void>;
  /** Accepts connections again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** Starts a proxy to `targetUrl`'s host and port (e.g. `postgres://postgres@127.0.0.1:5432/db`). */
export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl);
  const targetHost = target.hostname || "127.0.0.1";
  const targetPort = Number(target.port);
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, targetHost);
    track(client);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.removeListener("error", reject);
        resolve();
      });
    });
  await listen(0);
  const port = (server.address() as AddressInfo).port;
  let isCut = false;
  const stop = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.resetAndDestroy();
    await closed;
  };
  const proxied = new URL(targetUrl);
  proxied.hostname = "127.0.0.1";
  proxied.port = String(port);
  return {
    port,
    url: proxied.toString(),
    get isCut() {
      return isCut;
    },
    async cut() {
      if (isCut) return;
      isCut = true;
      await stop();
    },
    async restore() {
      if (!isCut) return;
      await listen(port);
      isCut = false;
    },
    async close() {
      if (!isCut) await stop();
      isCut = true;
    },
  };
}
