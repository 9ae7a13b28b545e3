/** Public configuration the pages need (the app host for Login/Sign Up, the canonical site URL). */
import { useRouteLoaderData } from "react-router";

/** `APP_URL` and `PUBLIC_URL` as the server resolved them. */
export interface PublicEnv {
  appUrl: string;
  publicUrl: string;
}

/** server/config.ts's defaults, used only if the root loader did not run (e.g. an early error). */
const FALLBACK: PublicEnv = { appUrl: "https://app.sleeve.example", publicUrl: "" };

/** The public env from the root loader. */
export function usePublicEnv(): PublicEnv {
  const data = useRouteLoaderData("root") as { publicEnv?: PublicEnv } | undefined;
  return data?.publicEnv ?? FALLBACK;
}

/** Login and Sign Up on the app host. */
export function appLinks(env: PublicEnv) {
  return { login: `${env.appUrl}/login`, signUp: `${env.appUrl}/sign-up` };
}
