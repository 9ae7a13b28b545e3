/**
 * The plan comparison table: one row per feature from the server's
 * `plan_features_list`, a tick, a dash or a short value per plan. Fits a 320 px screen without
 * scrolling sideways: fixed layout, the feature column takes the spare width, values wrap.
 */
import { Check, Minus } from "../ui/icon";
import type { PlanFeature } from "../../domain/plan-list";

/** A cell: the plan's short value when it has one, else a tick or a dash for its flag. */
function Value({ value, text }: { value: boolean; text: string | null }) {
  if (text !== null) return <span className="font-medium text-ink">{text}</span>;
  if (value)
    return (
      <>
        <Check aria-hidden className="mx-auto size-5 text-accent" strokeWidth={3} />
        <span className="sr-only">Included</span>
      </>
    );
  return (
    <>
      <Minus aria-hidden className="mx-auto size-5 text-slate-400" />
      <span className="sr-only">Not included</span>
    </>
  );
}

/** Props: the rows and the plan names for the header. */
export interface FeatureTableProps {
  features: readonly PlanFeature[];
  names: { free: string; pro: string; team: string };
}

export function FeatureTable({ features, names }: FeatureTableProps) {
  return (
    <div className="card overflow-hidden">
      <table className="w-full table-fixed border-collapse text-left text-[0.8125rem] sm:text-[0.9375rem]">
        <caption className="sr-only">Features of the Free, Pro and Team plans</caption>
        <colgroup>
          <col />
          <col className="w-[19%] sm:w-[18%]" />
          <col className="w-[19%] sm:w-[18%]" />
          <col className="w-[20%] sm:w-[18%]" />
        </colgroup>
        <thead className="bg-surface-muted">
          <tr>
            <th scope="col" className="px-3 py-3.5 font-semibold sm:px-6">
              Feature
            </th>
            {[names.free, names.pro, names.team].map((name) => (
              <th key={name} scope="col" className="px-2 py-3.5 text-center font-semibold sm:px-4">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {features.map((f) => (
            <tr key={f.id} className="border-t border-line">
              <th scope="row" className="px-3 py-3 font-normal text-ink-muted sm:px-6">
                {f.name}
              </th>
              {(
                [
                  [f.free, f.free_text],
                  [f.pro, f.pro_text],
                  [f.team, f.team_text],
                ] as const
              ).map(([value, text], i) => (
                <td key={i} className="px-1 py-3 text-center break-words sm:px-4">
                  <Value value={value} text={text} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
