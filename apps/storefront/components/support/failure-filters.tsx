import { checkoutMachine, machineGraph } from '@tafel/checkout-machine';
import { CATEGORY_LABELS, SITES, STATUS_LABELS } from '../../lib/support/labels';

export interface FilterValues {
  category?: string;
  site?: string;
  state?: string;
  status?: string;
  from?: string;
  to?: string;
}

type Options = readonly (readonly [value: string, text: string])[];

/** The states a failed submission can be in now, from the machine definition (failures, then where it went). */
const STATES: Options = machineGraph(checkoutMachine)
  .states.filter((state) => !state.transient && (state.parent === null || state.parent === 'failed'))
  .map((state) => state.id)
  .sort((a, b) => Number(!a.startsWith('failed')) - Number(!b.startsWith('failed')))
  .map((id) => [id, id] as const);

const labelled = (labels: Readonly<Record<string, string>>): Options => Object.entries(labels);

function FilterSelect({ label, name, value, options }: { label: string; name: keyof FilterValues; value: string | undefined; options: Options }) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={value ?? ''}>
        <option value="">alle</option>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** GET form: the filter lives in the URL, so a filtered list can be shared and reloaded. */
export function FailureFilters({ values }: { values: FilterValues }) {
  return (
    <form method="get" className="sc-filters" aria-label="Filter">
      <FilterSelect label="Grund" name="category" value={values.category} options={labelled(CATEGORY_LABELS)} />
      <FilterSelect label="Shop" name="site" value={values.site} options={SITES.map((site) => [site, site] as const)} />
      <FilterSelect label="Zustand" name="state" value={values.state} options={STATES} />
      <FilterSelect label="Status" name="status" value={values.status} options={labelled(STATUS_LABELS)} />
      <label>
        von
        <input type="date" name="from" defaultValue={values.from ?? ''} />
      </label>
      <label>
        bis
        <input type="date" name="to" defaultValue={values.to ?? ''} />
      </label>
      <button type="submit" className="sc-button">
        Filtern
      </button>
    </form>
  );
}
