/** Newsletter texts that the browser needs without the schemas (this module must not import zod). */

/** The answer to every accepted subscription, new or repeated (so it reveals nothing about the list). */
export const NEWSLETTER_SUCCESS_MESSAGE = "Thank you for subscribing! Watch your inbox for DocSleeve news.";
