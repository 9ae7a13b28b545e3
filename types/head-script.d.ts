/** The compiled head script's text (scripts/build/head-scripts.ts). */
declare module "virtual:head-script" {
  const code: string;
  export default code;
}

/** A body script's compiled text (app/body-scripts/<name>.ts, scripts/build/head-scripts.ts); empty in the browser. */
declare module "virtual:body-script/*" {
  const code: string;
  export default code;
}
