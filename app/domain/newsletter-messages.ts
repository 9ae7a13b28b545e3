/** Newsletter texts that the browser needs without the schemas (this module must not import zod). */

/**
 * The answer to every accepted subscription, new, repeated or already confirmed (so it reveals nothing
 * about the list): the address is subscribed only once the link mailed to it is confirmed.
 */
export const NEWSLETTER_SUCCESS_MESSAGE =
  "Thank you for subscribing! Please check your inbox and confirm your address with the link we just sent you.";
