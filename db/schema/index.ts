/** The whole database schema: one module per feature, re-exported here for Drizzle and drizzle-kit. */
export * from "./core";
export * from "./mail";
export * from "./blog";
