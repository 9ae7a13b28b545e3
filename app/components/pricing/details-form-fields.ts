/** The details form's fields, as its Conform form (details-form.tsx) and its parts know them. */
import type { FormMetadata } from "@conform-to/react";
import type { z } from "zod";
import type { detailsFormSchema } from "../../domain/signup";

/** The details form's fields as posted: those of the action's schema (app/domain/signup.ts). */
export type DetailsFormFields = z.input<typeof detailsFormSchema>;

/** The form's fields' metadata (messages, names, values to show). */
export type DetailsFieldset = ReturnType<FormMetadata<DetailsFormFields>["getFieldset"]>;
