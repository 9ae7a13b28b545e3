/** Hydrates the server-rendered document (loaded by entry.client.tsx when the page should hydrate). */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/** Hydrates the whole document with React Router's data from the page. */
export function hydrateDocument(): void {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}
