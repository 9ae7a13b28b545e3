import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineRoute, type ApiRoute } from "./http";
import { buildOpenApiDocument } from "./openapi";
import { API_ROUTES } from "./routes";

type Json = Record<string, any>;

const doc = buildOpenApiDocument(API_ROUTES) as Json;

/** The rule, written out independently: the body as the router checks it (objects strict), input side, no $schema. */
function expectedRequestSchema(route: ApiRoute): Json {
  const strict = route.body instanceof z.ZodObject ? route.body.strict() : route.body!;
  const { $schema: _dialect, ...schema } = z.toJSONSchema(strict, { io: "input", unrepresentable: "any" });
  return schema;
}

const operation = (route: Pick<ApiRoute, "method" | "path">, document: Json = doc): Json | undefined =>
  document.paths[`/api${route.path.replace(/:(\w+)/g, "{$1}")}`]?.[route.method.toLowerCase()];

const describeRoute = (r: ApiRoute) => `${r.method} /api${r.path}`;

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 with one operation per listed route and nothing else", () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    const listed = Object.entries(doc.paths as Json).flatMap(([path, item]) =>
      Object.keys(item as Json).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(listed.sort()).toEqual(API_ROUTES.map(describeRoute).sort());
  });

  it.each(API_ROUTES.map((r) => [describeRoute(r), r] as const))(
    "describes %s by the generation rule",
    (_name, route) => {
      const op = operation(route);
      expect(op, `${describeRoute(route)} is missing from the document`).toBeDefined();
      if (route.method === "POST") {
        const schema = op!.requestBody.content["application/json"].schema;
        expect(schema).toEqual(route.body ? expectedRequestSchema(route) : { type: "object" });
        if (route.body instanceof z.ZodObject) expect(schema.additionalProperties).toBe(false);
        expect(Object.keys(op!.responses)).toEqual(
          expect.arrayContaining(["200", "400", "405", "413", "415", "429", "500"]),
        );
      } else {
        expect(op!.requestBody).toBeUndefined();
        expect(Object.keys(op!.responses)).toEqual(expect.arrayContaining(["200", "405", "500"]));
      }
      if (route.summary) expect(op!.summary).toBe(route.summary);
    },
  );

  it("has every route's request schema convertible without throwing", () => {
    for (const route of API_ROUTES.filter((r) => r.body))
      expect(() => expectedRequestSchema(route), describeRoute(route)).not.toThrow();
  });

  it("states the sign-up and blog rules a client needs", () => {
    const register = operation({ method: "POST", path: "/register-plan" })!.requestBody.content["application/json"]
      .schema;
    expect(register.required).toContain("email_token");
    expect(register.additionalProperties).toBe(false);
    const blogList = operation({ method: "POST", path: "/blog-list" })!.requestBody.content["application/json"].schema;
    expect(blogList.properties.limit).toMatchObject({ type: "integer", minimum: 1, maximum: 50 });
    expect(operation({ method: "POST", path: "/blog-detail" })!.responses["404"].description).toMatch(/blog_url/);
    expect(operation({ method: "POST", path: "/verify-email-code" })!.responses["422"].description).toContain(
      "Code is wrong.",
    );
  });

  it("shares the failure envelope and the conventions' answers as components", () => {
    expect(doc.components.schemas.ApiError).toMatchObject({
      type: "object",
      required: ["message"],
      properties: { message: { type: "string" }, errors: { type: "object", additionalProperties: { type: "string" } } },
    });
    expect(Object.keys(doc.components.schemas.ApiSuccess.properties).sort()).toEqual(["count", "data", "message"]);
    const { responses } = doc.components;
    expect(responses.TooManyRequests.headers["Retry-After"]).toBeDefined();
    expect(responses.MethodNotAllowed.headers.Allow).toBeDefined();
    expect(responses.PayloadTooLarge.description).toContain("64 KiB");
    expect(responses.UnsupportedMediaType.content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/ApiError",
    });
    expect(operation({ method: "POST", path: "/contact" })!.responses["429"]).toEqual({
      $ref: "#/components/responses/TooManyRequests",
    });
  });

  it("describes a new route with no other change: path parameters, transforms, refinements and dates included", () => {
    const added = defineRoute({
      method: "POST",
      path: "/newsletter/confirm/:token",
      body: z.object({
        email: z.string().trim().toLowerCase().pipe(z.email()),
        when: z.date(),
        count: z
          .string()
          .transform(Number)
          .refine((n) => n > 0, "must be positive"),
        note: z.custom<string>((v) => typeof v === "string").optional(),
      }),
      handler: () => ({ body: {} }),
    });
    const extended = buildOpenApiDocument([...API_ROUTES, added]) as Json;
    const op = operation(added, extended)!;
    expect(op.parameters).toEqual([{ name: "token", in: "path", required: true, schema: { type: "string" } }]);
    const schema = op.requestBody.content["application/json"].schema;
    expect(schema).toEqual(expectedRequestSchema(added));
    expect(schema.required).toEqual(["email", "when", "count"]);
    expect(schema.properties.count).toEqual({ type: "string" });
  });

  it("refuses two routes with the same method and path", () => {
    const again = defineRoute({ method: "GET", path: "/geo", handler: () => ({ body: {} }) });
    expect(() => buildOpenApiDocument([...API_ROUTES, again])).toThrow("Two API routes for GET /geo");
  });
});
