/**
 * The inline script of an unknown post's page (app/components/blog/unknown-post.tsx): the move to /blog
 * starts at page load, before the app has loaded (app/components/blog/unknown-post-redirect.ts).
 * Compiled into one IIFE at build (scripts/build/head-scripts.ts).
 */
import { startRedirectAtLoad } from "../components/blog/unknown-post-redirect";

startRedirectAtLoad();
