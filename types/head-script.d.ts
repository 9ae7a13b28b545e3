/** The compiled head script's text (scripts/build/head-scripts.ts). */
declare module "virtual:head-script" {
  const code: string;
  export default code;
}
