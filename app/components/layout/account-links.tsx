/**
 * The Login and Sign Up links to the app host (APP_URL), as the header and the phone menu show them:
 * Login in the given button style, Sign Up always the primary button.
 */
import { appLinks, usePublicEnv } from "../../lib/public-env";

export function AccountLinks({ loginClassName }: { loginClassName: string }) {
  const links = appLinks(usePublicEnv());
  return (
    <>
      <a href={links.login} className={loginClassName}>
        Login
      </a>
      <a href={links.signUp} className="btn btn-primary">
        Sign Up
      </a>
    </>
  );
}
