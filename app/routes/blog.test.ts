/**
 * Route-level tests of /blog: the loader against a real (PGlite) database, and the page rendered with the
 * loader's data, including the empty state that end-to-end tests cannot reach (the e2e site has posts).
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, type AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts } from "../../db/schema";
import type { DatabaseHandle } from "../../server/db/client";
import type { Services } from "../../server/services";
import { createTestDatabase } from "../../tests/support/databases";
import { BLOG_EMPTY_MESSAGE } from "../domain/blog";
import BlogPage, { loader } from "./blog";

type LoaderResult = Awaited<ReturnType<typeof loader>>;

/** Runs the loader for `/blog<search>`; returns its data and status (thrown responses included). */
async function load(search: string, context: AppLoadContext) {
  const request = new Request(`http://docsleeve.test/blog${search}`);
  try {
    const result = (await loader({ request, context, params: {} } as never)) as LoaderResult;
    const isData = typeof result === "object" && result !== null && "init" in result && "data" in result;
    return isData
      ? { status: (result as { init?: ResponseInit }).init?.status ?? 200, data: (result as { data: unknown }).data }
      : { status: 200, data: result };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
    const status = (thrown as { init?: ResponseInit }).init?.status;
    if (status) return { status };
    throw thrown;
  }
}

/** Renders the /blog page as the server would, with `data` as its loader data. */
function render(data: unknown): string {
  const Stub = createRoutesStub([{ id: "blog", path: "/blog", Component: BlogPage as never, loader: () => data }]);
  return renderToString(
    createElement(Stub, { initialEntries: ["/blog"], hydrationData: { loaderData: { blog: data } } }),
  );
}

describe("/blog route", () => {
  let database: DatabaseHandle;
  let context: AppLoadContext;
  const errors: unknown[] = [];

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    await database.db.delete(blogPosts);
    const log = { error: (obj: unknown) => errors.push(obj) };
    context = {
      cspNonce: "",
      clientIp: "127.0.0.1",
      publicEnv: { appUrl: "https://app.docsleeve.test", publicUrl: "https://docsleeve.test" },
      services: { db: database.db, log } as unknown as Services,
    };
  });
  afterAll(() => database.close());

  it('shows "No Blog Available." and no pagination when there are no posts', async () => {
    const result = await load("", context);
    expect(result).toEqual({ status: 200, data: { posts: [], count: 0, page: 1, pages: 1, failed: false } });
    const html = render(result.data);
    expect(html).toContain(BLOG_EMPTY_MESSAGE);
    expect(html).not.toContain('aria-label="Blog pages"');
    expect(html).toContain("<h1");
  });

  it("answers 404 for a page past the last one", async () => {
    expect(await load("?page=2", context)).toEqual({ status: 404 });
  });

  it.each(["?page=0", "?page=-3", "?page=abc", "?page=1.5", "?page=01"])("redirects %s to /blog", async (search) => {
    expect(await load(search, context)).toEqual({ status: 301, location: "/blog" });
  });

  it("renders without a list (and without the empty message) when the database fails, with status 503", async () => {
    // A query builder whose every step chains and which rejects when awaited, like a lost connection.
    const broken: object = new Proxy(
      {},
      {
        get: (_target, prop) =>
          prop === "then" ? (_ok: unknown, fail: (e: Error) => void) => fail(new Error("db down")) : () => broken,
      },
    );
    const failing = {
      ...context,
      services: { ...context.services, db: { select: () => broken } },
    } as unknown as AppLoadContext;
    const result = await load("", failing);
    expect(result.status).toBe(503);
    expect(errors).toHaveLength(1);
    const html = render(result.data);
    expect(html).not.toContain(BLOG_EMPTY_MESSAGE);
    expect(html).toContain("<h1");
  });
});
