/**
 * The /billing form ("Send link"): the address a billing link is mailed to. Checked by the page's action
 * before it calls the billing link service (server/billing/request-link.ts), and by the form in the browser.
 */
import { z } from "zod";
import { emailField } from "./email-field";

/** The "Send link" form: the address, with the page's own messages. */
export const billingLinkSchema = z.object({
  email: emailField({ required: "Please enter your email address", invalid: "Please enter a valid email address" }),
});
