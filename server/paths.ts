/**
 * Filesystem locations, resolved from this module's folder. It sits one level below the repo root both
 * as source (server/paths.ts) and inside the server bundle (build/start.js, or $BUILD_DIR/start.js), so
 * the same code finds the same folders in development, tests and production.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** The repository root. */
export const ROOT = path.resolve(HERE, "..");
/** SQL migrations written by drizzle-kit. */
export const MIGRATIONS_DIR = path.join(ROOT, "drizzle");
/** The React Router build (client assets, prerendered pages, server bundle). */
/** Running from source: ./build; running the bundle: the folder the bundle is in (BUILD_DIR at build time). */
export const BUILD_DIR = path.basename(HERE) === "server" ? path.join(ROOT, "build") : HERE;
export const CLIENT_BUILD_DIR = path.join(BUILD_DIR, "client");
export const SERVER_BUILD_FILE = path.join(BUILD_DIR, "server", "index.js");
/** Files published as they are (images, PDFs, robots.txt is generated). */
export const PUBLIC_DIR = path.join(ROOT, "public");
