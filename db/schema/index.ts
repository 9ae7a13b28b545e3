/** The whole database schema: one module per feature, re-exported here for Drizzle and drizzle-kit. */
export * from "./core";
export * from "./mail";
export * from "./blog";
export * from "./captcha";
export * from "./contact";
export * from "./plans";
export * from "./accounts";
export * from "./signup";
export * from "./payments";
export * from "./newsletter";
export * from "./analytics";
export * from "./orders";
export * from "./operators";
export * from "./promotions";
export * from "./leads";
export * from "./invoices";
