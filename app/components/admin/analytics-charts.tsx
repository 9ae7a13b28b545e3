/**
 * The analytics page's charts (recharts, loaded only by /admin/analytics after hydration): visitors and
 * page views per day, and the funnel's main path. Each chart is one image to assistive technology, named
 * with a summary of what it shows; the tables under them carry the same figures as text.
 */
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { usePrefersReducedMotion } from "../../lib/use-reduced-motion";

/**
 * The series and axis colours are the semantic tokens (app/styles/app.css `--color-chart-*`, `ink`, `line`),
 * so the charts follow the page's colour scheme; each series has at least 4.5:1 on the surface in both.
 */
const VISITORS = "var(--color-chart-1)";
const VIEWS = "var(--color-chart-2)";
const FUNNEL = "var(--color-chart-3)";
const GRID = "var(--color-line)";
const TICK = { fontSize: 12, fill: "var(--color-ink-muted)" };
const TOOLTIP = {
  contentStyle: {
    background: "var(--color-surface)",
    borderColor: "var(--color-line-strong)",
    color: "var(--color-ink)",
  },
};

export default function AnalyticsCharts({
  daily,
  funnel,
}: {
  daily: Array<{ day: string; visitors: number; views: number }>;
  funnel: Array<{ label: string; count: number; conversion: number | null }>;
}) {
  const still = usePrefersReducedMotion();
  const totalViews = daily.reduce((n, d) => n + d.views, 0);
  const totalVisitors = daily.reduce((n, d) => n + d.visitors, 0);
  const from = daily[0]?.day ?? "";
  const to = daily.at(-1)?.day ?? "";
  const funnelSummary = funnel
    .map((f) => `${f.label} ${f.count}${f.conversion === null ? "" : ` (${f.conversion}%)`}`)
    .join(", ");
  const funnelData = funnel.map((f) => ({
    ...f,
    text: f.conversion === null ? String(f.count) : `${f.count} · ${f.conversion}%`,
  }));
  return (
    <div className="mb-6 grid gap-6 lg:grid-cols-2">
      <figure className="rounded-lg border border-line bg-surface p-3">
        <figcaption className="mb-2 text-sm font-semibold">Visitors and page views per day</figcaption>
        <div
          role="img"
          aria-label={`Line chart from ${from} to ${to}: ${totalVisitors} visitors and ${totalViews} page views in all. The figures per day are in the table "Visitors and page views per day".`}
          className="h-64"
        >
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={daily} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
              <CartesianGrid stroke={GRID} />
              <XAxis dataKey="day" tick={TICK} minTickGap={24} />
              <YAxis allowDecimals={false} tick={TICK} width={40} />
              <Tooltip {...TOOLTIP} />
              <Legend />
              <Line
                type="monotone"
                dataKey="visitors"
                name="Visitors"
                stroke={VISITORS}
                strokeWidth={2}
                dot={false}
                isAnimationActive={!still}
              />
              <Line
                type="monotone"
                dataKey="views"
                name="Page views"
                stroke={VIEWS}
                strokeWidth={2}
                strokeDasharray="6 3"
                dot={false}
                isAnimationActive={!still}
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className="rounded-lg border border-line bg-surface p-3">
        <figcaption className="mb-2 text-sm font-semibold">
          Purchase funnel (count and conversion from the step before)
        </figcaption>
        <div
          role="img"
          aria-label={`Bar chart of the purchase funnel: ${funnelSummary}. The figures are in the table "Purchase funnel".`}
          className="h-64"
        >
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              data={funnelData}
              layout="vertical"
              accessibilityLayer={false}
              margin={{ top: 8, right: 72, bottom: 8, left: 8 }}
            >
              <CartesianGrid stroke={GRID} horizontal={false} />
              <XAxis type="number" allowDecimals={false} tick={TICK} />
              <YAxis type="category" dataKey="label" width={130} tick={TICK} />
              <Bar dataKey="count" name="Count" fill={FUNNEL} isAnimationActive={!still}>
                <LabelList dataKey="text" position="right" fontSize={12} fill="var(--color-ink)" />
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </div>
  );
}
