import { describe, expect, it } from "vitest";
import { withSmtpTimeouts } from "./mail";

describe("withSmtpTimeouts", () => {
  it("adds short SMTP timeouts, keeping credentials and any timeout SMTP_URL sets", () => {
    const url = new URL(withSmtpTimeouts("smtp://us%40er:p%3Ass@mail.example.com:2525?socketTimeout=5000"));
    expect(url.username).toBe("us%40er");
    expect(url.password).toBe("p%3Ass");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      socketTimeout: "5000",
      connectionTimeout: "10000",
      greetingTimeout: "10000",
    });
  });
});
