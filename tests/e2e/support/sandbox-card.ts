/**
 * Fills the offline sandbox's card form on the payment stage of /pricing: `number` (a sandbox test card,
 * see server/payments/sandbox-cards.ts), an expiry three years ahead, a CVC and the name on the card.
 */
import type { Page } from "@playwright/test";

export async function fillSandboxCard(page: Page, number: string, nameOnCard: string) {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry month").selectOption("12");
  await page.getByLabel("Expiry year").selectOption(String(new Date().getFullYear() + 3));
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill(nameOnCard);
}
