/**
 * Shared settings of the component tests (happy-dom): Testing Library's `waitFor` and `findBy…` wait
 * up to 10 s instead of 1 s, so a busy machine (a lazily imported schema, a slow first render) never
 * fails a test that a broken component fails anyway; they return as soon as the expectation holds.
 */
import { configure } from "@testing-library/react";

configure({ asyncUtilTimeout: 10_000 });
