/** Any unknown path: the not-found page with HTTP status 404. */
import { data } from "react-router";
import { NotFound } from "../components/layout/not-found";

export function loader() {
  throw data(null, { status: 404 });
}

export function ErrorBoundary() {
  return <NotFound />;
}

export default function Page() {
  return <NotFound />;
}
