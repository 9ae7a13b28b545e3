// @vitest-environment happy-dom
/**
 * `useJsonAction`: a route action called like a function resolves with the action's answer to a JSON
 * post, and with `unavailable` when the post brings no answer.
 */
import { act, cleanup, render, waitFor } from "@testing-library/react";
import "../../tests/support/dom-tests";
import { createElement } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { GENERIC_ERROR_MESSAGE } from "../domain/messages";
import { useJsonAction } from "./form-action";

afterEach(cleanup);

/** Calls outside `act` (the answer needs React's renders, which an awaited act would hold back). */
async function answerTo(call: (values: Record<string, string>) => Promise<unknown>, values: Record<string, string>) {
  let answer: unknown;
  act(() => void call(values).then((a) => (answer = a)));
  await waitFor(() => expect(answer).toBeDefined());
  return answer;
}

describe("useJsonAction", () => {
  it("posts the body as JSON, nested values kept, and resolves with the action's answer; unavailable when none came", async () => {
    let call: ReturnType<typeof useJsonAction> | undefined;
    const answers = [(body: unknown) => ({ ok: true, posted: body }), () => undefined];
    function Page() {
      call = useJsonAction<{ ok: boolean }>("/act");
      return null;
    }
    const Stub = createRoutesStub([
      { path: "/", Component: Page },
      {
        path: "/act",
        action: async ({ request }) => {
          const type = request.headers.get("Content-Type");
          return answers.shift()!({ type, body: (await request.json()) as unknown });
        },
      },
    ]);
    render(createElement(Stub, { initialEntries: ["/"] }));
    await waitFor(() => expect(call).toBeTypeOf("function"));
    const body = { intent: "pay", plan_data: { user: 3 } };
    const answer = await answerTo(call as never, body as never);
    expect(answer).toEqual({ ok: true, posted: { type: "application/json", body } });
    expect(await answerTo(call as never, body as never)).toEqual({
      ok: false,
      code: "unavailable",
      message: GENERIC_ERROR_MESSAGE,
    });
  });
});
