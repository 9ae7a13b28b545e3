/**
 * The inline script of /pricing's plan table (app/components/pricing/plan-table.tsx): its selects and
 * toggles send their GET form on change before the app has loaded (app/components/pricing/submit-on-change.ts).
 * Compiled into one IIFE at build (scripts/build/head-scripts.ts).
 */
import { submitOnChangeUntilHydrated } from "../components/pricing/submit-on-change";

submitOnChangeUntilHydrated();
