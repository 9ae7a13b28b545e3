/**
 * `/admin/wrong-origin`: where a console form posted from another origin than PUBLIC_URL's is sent
 * (server/operators/console-headers.ts). Answered with 403, it names the console's address and links to
 * the console there (its sign-in page when signed out there). It reads nothing of the session and changes nothing.
 */
import { data, useLoaderData } from "react-router";
import type { Route } from "./+types/wrong-origin";
import { WRONG_ORIGIN_TITLE, wrongOriginMessage } from "../../domain/console-origin";
import { AuthShell } from "../../components/admin/auth-shell";
import { consoleHandle, consoleMeta } from "../../components/admin/meta";

export const handle = consoleHandle;
export const meta: Route.MetaFunction = () => consoleMeta(WRONG_ORIGIN_TITLE);

export function loader({ context }: Route.LoaderArgs) {
  const expected = new URL(context.services.config.publicUrl).origin;
  return data({ expected }, { status: 403 });
}

export default function WrongOrigin() {
  const { expected } = useLoaderData<typeof loader>();
  return (
    <AuthShell title={WRONG_ORIGIN_TITLE}>
      <p className="text-ink-muted">{wrongOriginMessage(expected)}</p>
      <a href={`${expected}/admin`} className="mt-6 inline-block font-semibold text-accent underline">
        Go to {expected}/admin
      </a>
    </AuthShell>
  );
}
