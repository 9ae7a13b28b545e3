// @vitest-environment happy-dom
/**
 * What the details and code stages show from the server's answers and the schema's checks: the code's
 * lifetime as the server sent it (`expires_in`), and the password's message only for the "required"
 * check (a typed password that breaks a rule is explained by the live checklist alone).
 */
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import "../../../tests/support/dom-tests";
import { createElement } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { CODE_MAX_ATTEMPTS_PER_CLIENT, SIGNUP_MESSAGES as M } from "../../domain/signup-rules";
import { ConfirmEmailStage } from "./confirm-email-stage";
import { NoScriptSignup } from "./no-script-signup";
import { PasswordFields } from "./password-fields";

afterEach(cleanup);

const codeStage = (expiresIn?: number) =>
  render(
    createElement(ConfirmEmailStage, {
      email: "mei@example.com",
      firstName: "Mei",
      lastName: "Tan",
      expiresIn,
      onVerify: async () => "error" as const,
      onResend: async () => false,
      onBack: () => undefined,
    }),
  );

describe("the code stage's lead", () => {
  it("tells the code's lifetime the server sent", () => {
    codeStage(600);
    expect(screen.getByText(/we sent to mei@example\.com/).textContent).toBe(
      "Enter the 6-digit code we sent to mei@example.com. It expires in 10 minutes.",
    );
    cleanup();
    codeStage(15 * 60);
    expect(screen.getByText(/we sent to/).textContent).toContain("It expires in 15 minutes.");
  });

  it("tells no lifetime it was not given (a page re-rendered after a refused code)", () => {
    codeStage();
    expect(screen.getByText(/we sent to/).textContent).toBe("Enter the 6-digit code we sent to mei@example.com.");
  });
});

describe("refused codes", () => {
  it("says the code is wrong, then after the server's number of tries asks for a new code and sends no more", async () => {
    let checks = 0;
    render(
      createElement(ConfirmEmailStage, {
        email: "mei@example.com",
        firstName: "Mei",
        lastName: "Tan",
        expiresIn: 600,
        onVerify: async () => {
          checks++;
          return "wrong" as const;
        },
        onResend: async () => false,
        onBack: () => undefined,
      }),
    );
    const field = screen.getByLabelText(/code/i);
    const submit = () => fireEvent.submit(field.closest("form")!);
    for (let i = 1; i < CODE_MAX_ATTEMPTS_PER_CLIENT; i++) {
      fireEvent.change(field, { target: { value: "123456" } });
      submit();
      await waitFor(() => expect(screen.getByText(M.codeWrong)).toBeTruthy());
    }
    fireEvent.change(field, { target: { value: "123456" } });
    submit();
    await waitFor(() => expect(screen.getByText(M.codeDead)).toBeTruthy());
    fireEvent.change(field, { target: { value: "654321" } });
    submit();
    await waitFor(() => expect(screen.getByText(M.codeDead)).toBeTruthy());
    expect(checks).toBe(CODE_MAX_ATTEMPTS_PER_CLIENT);
  });
});

describe("the password field's message", () => {
  const fields = (password: string, error: string) =>
    render(
      createElement(PasswordFields, {
        values: { password, confirm_password: "" },
        errors: { password: error },
        onChange: () => undefined,
      }),
    );

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
