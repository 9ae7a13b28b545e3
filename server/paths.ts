/**
 * Filesystem locations, resolved from this module's folder: server/ when it runs from source (tsx, Vite's
 * dev server, tests), $BUILD_DIR/server/ when it runs from the server bundle (React Router's server build,
 * which holds the Express entry too: build/server/start.js). Both sit below the repo root, so the same code
 * finds the same folders in development, tests and production.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";

const FILE = fileURLToPath(import.meta.url);
const HERE = path.dirname(FILE);
/** Whether this is the bundle (a `.js` chunk under $BUILD_DIR/server) rather than server/paths.ts. */
const BUNDLED = !FILE.endsWith(".ts");
/** The build: client assets, prerendered pages and the server bundle (./build, or BUILD_DIR at build time). */
export const BUILD_DIR = BUNDLED ? path.dirname(HERE) : path.join(path.dirname(HERE), "build");
/** The repository root. */
export const ROOT = path.dirname(BUNDLED ? BUILD_DIR : HERE);
/** SQL migrations written by drizzle-kit. */
export const MIGRATIONS_DIR = path.join(ROOT, "drizzle");
export const CLIENT_BUILD_DIR = path.join(BUILD_DIR, "client");
/** React Router's server build, the bundle's other entry beside the Express entry (start.js). */
export const SERVER_BUILD_FILE = path.join(BUILD_DIR, "server", "index.js");
/** Files published as they are (images, PDFs, robots.txt is generated). */
export const PUBLIC_DIR = path.join(ROOT, "public");
