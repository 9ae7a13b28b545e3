// @vitest-environment happy-dom
/**
 * What the details and code stages show from the route action's answers and the schema's checks: the
 * code's lifetime as the server sent it (`expires_in`), the code's messages and the page's count of refused
 * tries, the details form's messages from the browser's schema before any post and from the action for
 * what only the server knows, and the password's message only for the "required" check (a typed password
 * that breaks a rule is explained by the live checklist alone).
 */
import { useForm, type SubmissionResult } from "@conform-to/react";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import "../../../tests/support/dom-tests";
import { createElement, type ComponentType } from "react";
import { createRoutesStub, MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CODE_MAX_ATTEMPTS_PER_CLIENT, SIGNUP_MESSAGES as M } from "../../domain/signup-rules";
import { ConfirmEmailStage, type ConfirmEmailStageProps } from "./confirm-email-stage";
import type { DetailsFormFields } from "./details-form-fields";
import { DetailsStage } from "./details-stage";
import { NoScriptSignup } from "./no-script-signup";
import { PasswordFields } from "./password-fields";
import { usePricingFlow } from "./use-pricing-flow";

afterEach(cleanup);

// happy-dom gives the event of `requestSubmit()` the form itself as its submitter, where browsers give
// none (a form sent again once its validator has loaded); the pages' forms never let the browser post.
beforeAll(() => {
  const requestSubmit = HTMLFormElement.prototype.requestSubmit;
  HTMLFormElement.prototype.requestSubmit = function (this: HTMLFormElement, submitter?: HTMLElement | null) {
    if (submitter) return requestSubmit.call(this, submitter);
    this.dispatchEvent(new SubmitEvent("submit", { bubbles: true, cancelable: true }));
  };
});

/** Renders `Page` at /pricing, whose action answers `answer(form)`; each post's values are kept in the list returned. */
function onPricing(Page: ComponentType, answer: (form: FormData) => unknown = () => null) {
  const posts: Record<string, FormDataEntryValue>[] = [];
  const Stub = createRoutesStub([
    {
      path: "/pricing",
      Component: Page,
      action: async ({ request }) => {
        const form = await request.formData();
        posts.push(Object.fromEntries(form));
        return answer(form);
      },
    },
  ]);
  render(createElement(Stub, { initialEntries: ["/pricing"] }));
  return posts;
}

const codeStage = (
  expiresIn?: number,
  answer?: (form: FormData) => unknown,
  more: Partial<ConfirmEmailStageProps> = {},
) =>
  onPricing(
    () =>
      createElement(ConfirmEmailStage, {
        email: "mei@example.com",
        firstName: "Mei",
        lastName: "Tan",
        expiresIn,
        ...more,
      }),
    answer,
  );

/** The action's refusal of a code, as app/server/pricing/signup.server.ts answers it. */
const codeWrong = () => ({
  intent: "verify",
  ok: false,
  code: "code_wrong",
  message: M.codeWrong,
  reply: {
    status: "error",
    initialValue: { email: "mei@example.com" },
    error: { "": [M.codeWrong], code: [M.codeWrong] },
  },
});

describe("the code stage's lead", () => {
  it("tells the code's lifetime the server sent", async () => {
    codeStage(600);
    expect((await screen.findByText(/we sent to mei@example\.com/)).textContent).toBe(
      "Enter the 6-digit code we sent to mei@example.com. It expires in 10 minutes.",
    );
    cleanup();
    codeStage(15 * 60);
    expect((await screen.findByText(/we sent to/)).textContent).toContain("It expires in 15 minutes.");
  });

  it("tells no lifetime it was not given (a page re-rendered after a refused code)", async () => {
    codeStage();
    expect((await screen.findByText(/we sent to/)).textContent).toBe(
      "Enter the 6-digit code we sent to mei@example.com.",
    );
  });
});

describe("refused codes", () => {
  it("asks for a missing code before any post, says a refused one is wrong, then after the server's number of tries asks for a new code and sends no more", async () => {
    const posts = codeStage(600, codeWrong, { hidden: { plan_id: "2", plan_type_id: "2" } });
    const field = await screen.findByLabelText(/code/i);
    const submit = () => fireEvent.submit(field.closest("form")!);
    fireEvent.focusIn(field);
    submit();
    await waitFor(() => expect(screen.getByText(M.codeRequired)).toBeTruthy());
    expect(posts).toHaveLength(0);
    for (let i = 1; i < CODE_MAX_ATTEMPTS_PER_CLIENT; i++) {
      fireEvent.change(field, { target: { value: "123456" } });
      submit();
      await waitFor(() => expect(posts).toHaveLength(i));
      await waitFor(() => expect(screen.getByText(M.codeWrong)).toBeTruthy());
    }
    fireEvent.change(field, { target: { value: "123456" } });
    submit();
    await waitFor(() => expect(screen.getByText(M.codeDead)).toBeTruthy());
    fireEvent.change(field, { target: { value: "654321" } });
    submit();
    await waitFor(() => expect(screen.getByText(M.codeDead)).toBeTruthy());
    expect(posts).toHaveLength(CODE_MAX_ATTEMPTS_PER_CLIENT);
    expect(posts[0]).toMatchObject({
      intent: "verify",
      email: "mei@example.com",
      code: "123456",
      plan_id: "2",
      _script: "1",
    });
  });
});

describe("the password field's message", () => {
  const fields = (password: string, error: string) => {
    function Passwords() {
      const [, fieldset] = useForm<DetailsFormFields>({
        id: "passwords",
        lastResult: { status: "error", initialValue: {}, error: { password: [error] } } as SubmissionResult<string[]>,
      });
      return createElement(PasswordFields, { fields: fieldset, password });
    }
    render(createElement(Passwords));
  };

  it("says a missing password is required", () => {
    fields("", M.passwordRequired);
    const input = screen.getByLabelText("Password", { exact: true });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(M.passwordRequired)).toBeTruthy();
  });

  it("leaves a typed password that breaks a rule to the checklist", () => {
    fields("abc", M.passwordInvalid);
    const input = screen.getByLabelText("Password", { exact: true });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByText(M.passwordInvalid)).toBeNull();
    expect(screen.getByRole("list", { name: "Password requirements" })).toBeTruthy();
  });
});
describe("the password field of a page re-rendered without script (its field empty again)", () => {
  const refused = (error: string, given: boolean) =>
    render(
      createElement(
        MemoryRouter,
        null,
        createElement(NoScriptSignup, {
          step: "details",
          countries: [],
          countryId: 192,
          answer: {
            intent: "details",
            ok: false,
            code: "validation_failed",
            message: error,
            reply: {
              status: "error",
              initialValue: { first_name: "Mei", email: "mei@example.com" },
              error: { password: [error] },
            },
            ...(given ? { password_given: true as const } : {}),
          },
        }),
      ),
    );

  it("says a missing password is required", () => {
    refused(M.passwordRequired, false);
    expect(screen.getByText(M.passwordRequired)).toBeTruthy();
  });

  it("leaves a posted password that broke a rule to the checklist", () => {
    refused(M.passwordInvalid, true);
    expect(screen.getByLabelText("Password", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByText(M.passwordInvalid)).toBeNull();
  });
});

describe("the details form's messages", () => {
  const TAX_ID_MESSAGE = "This tax ID is not valid for the billing country.";

  /** The details stage of a Team order, whose action refuses the tax ID (a check only the server makes). */
  function mountDetails() {
    const codeSent = vi.fn();
    function Page() {
      const flow = usePricingFlow();
      return createElement(DetailsStage, {
        flow,
        actions: { skipsCode: () => false, codeSent, funnelPlan: () => ({ plan_id: "2", plan_type_id: "1" }) },
        countries: [{ id: 192, name: "Singapore" }],
        onBack: () => undefined,
      });
    }
    const posts = onPricing(Page, (form) => ({
      intent: "details",
      ok: false,
      code: "tax_id_invalid",
      message: TAX_ID_MESSAGE,
      reply: {
        status: "error",
        initialValue: Object.fromEntries([...form].filter(([name]) => !name.includes("password"))),
        error: { "": [TAX_ID_MESSAGE], tax_id: [TAX_ID_MESSAGE] },
      },
    }));
    return { posts, codeSent };
  }

  const type = (label: string | RegExp, value: string) =>
    fireEvent.input(screen.getByLabelText(label, { exact: true }), { target: { value } });

  it("shows the browser's messages before any post, and the action's for a value only the server can check", async () => {
    const { posts, codeSent } = mountDetails();
    const first = await screen.findByLabelText("First Name");
    const form = first.closest("form")!;
    fireEvent.focusIn(first);
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByText(M.firstNameRequired)).toBeTruthy());
    expect(screen.getByText(M.termsRequired)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(posts).toHaveLength(0);

    type("First Name", "Mei Ling");
    type("Last Name", "Tan");
    type("Email", "not-an-email");
    // Once the form was sent, messages follow the typing.
    await waitFor(() => expect(screen.queryByText(M.firstNameRequired)).toBeNull());
    await waitFor(() => expect(screen.getByText(M.emailInvalid)).toBeTruthy());
    type("Email", "mei@example.com");
    type("Password", "Sleeve#2025");
    type("Confirm Password", "Sleeve#2025");
    type(/^Tax ID/, "SG123");
    fireEvent.click(screen.getByLabelText(/I agree to the/));
    fireEvent.submit(form);

    await waitFor(() => expect(screen.getByText(TAX_ID_MESSAGE)).toBeTruthy());
    const taxId = screen.getByLabelText(/^Tax ID/);
    expect(taxId.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(taxId));
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      intent: "details",
      email: "mei@example.com",
      tax_id: "SG123",
      country_id: "192",
      terms: "on",
      plan_id: "2",
      _script: "1",
    });
    // What was typed stays.
    expect((screen.getByLabelText("First Name") as HTMLInputElement).value).toBe("Mei Ling");
    expect(codeSent).not.toHaveBeenCalled();
  });
});
