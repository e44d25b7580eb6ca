import { checkoutMachine, machineGraph } from '@tafel/checkout-machine';
import { returnsMachine } from '@tafel/returns-machine';
import { SITE_CODES } from '@/lib/site/site';
import { FILTER_FIELD_LABELS, type FilterValues } from '@/lib/support/failure-filter';
import { CATEGORY_LABELS, KIND_LABELS, STATUS_LABELS } from '@/lib/support/labels';

type Options = readonly (readonly [value: string, text: string])[];

/** The states a failed submission can be in now, from the machine definition (failures, then where it went). */
const CHECKOUT_STATES: readonly string[] = machineGraph(checkoutMachine)
  .states.filter((state) => !state.transient && (state.parent === null || state.parent === 'failed'))
  .map((state) => state.id)
  .sort((a, b) => Number(!a.startsWith('failed')) - Number(!b.startsWith('failed')));

/** A failed return's flow states, from the returns machine (its failures, then submitting / submitted / confirm). */
const RETURN_STATES: readonly string[] = machineGraph(returnsMachine)
  .states.filter((state) => state.id === 'flow.failed' || state.parent === 'flow.failed' || ['flow.submitting', 'flow.submitted', 'flow.preparing.confirm'].includes(state.id))
  .map((state) => state.id);

const STATES: Options = [...CHECKOUT_STATES, ...RETURN_STATES].map((id) => [id, id] as const);

const labelled = (labels: Readonly<Record<string, string>>): Options => Object.entries(labels);

function FilterSelect({ name, value, options }: { name: keyof FilterValues; value: string | undefined; options: Options }) {
  return (
    <label>
      {FILTER_FIELD_LABELS[name]}
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
      <FilterSelect name="kind" value={values.kind} options={labelled(KIND_LABELS)} />
      <FilterSelect name="category" value={values.category} options={labelled(CATEGORY_LABELS)} />
      <FilterSelect name="site" value={values.site} options={SITE_CODES.map((site) => [site, site] as const)} />
      <FilterSelect name="state" value={values.state} options={STATES} />
      <FilterSelect name="status" value={values.status} options={labelled(STATUS_LABELS)} />
      {(['from', 'to'] as const).map((name) => (
        <label key={name}>
          {FILTER_FIELD_LABELS[name]}
          <input type="date" name={name} defaultValue={values[name] ?? ''} />
        </label>
      ))}
      <button type="submit" className="sc-button">
        Filtern
      </button>
    </form>
  );
}
