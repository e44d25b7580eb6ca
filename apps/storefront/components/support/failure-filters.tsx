import { CATEGORY_LABELS, SITES, STATUS_LABELS } from '../../lib/support/labels';

export interface FilterValues {
  category?: string;
  site?: string;
  state?: string;
  status?: string;
  from?: string;
  to?: string;
}

const STATES = ['failed', 'failed.upstreamUnavailable', 'failed.internalError', 'failed.paymentDeclined', 'failed.paymentError', 'failed.cartChanged', 'failed.alreadySubmitted', 'failed.addressRejected', 'submitting', 'confirmed', 'sessionExpired', 'active'];

/** GET form: the filter lives in the URL, so a filtered list can be shared and reloaded. */
export function FailureFilters({ values }: { values: FilterValues }) {
  return (
    <form method="get" className="sc-filters" aria-label="Filter">
      <label>
        Grund
        <select name="category" defaultValue={values.category ?? ''}>
          <option value="">alle</option>
          {Object.entries(CATEGORY_LABELS).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </label>
      <label>
        Shop
        <select name="site" defaultValue={values.site ?? ''}>
          <option value="">alle</option>
          {SITES.map((site) => (
            <option key={site}>{site}</option>
          ))}
        </select>
      </label>
      <label>
        Zustand
        <select name="state" defaultValue={values.state ?? ''}>
          <option value="">alle</option>
          {STATES.map((state) => (
            <option key={state}>{state}</option>
          ))}
        </select>
      </label>
      <label>
        Status
        <select name="status" defaultValue={values.status ?? ''}>
          <option value="">alle</option>
          {Object.entries(STATUS_LABELS).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </label>
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
