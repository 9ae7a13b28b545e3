/**
 * Hydrates the server-rendered document. On most pages React Router's bootstrap, and so this module,
 * runs only on the visitor's first sign of intent (head-scripts/app-scripts.ts).
 */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
