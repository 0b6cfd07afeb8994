import { INDUSTRIES, industryLabel } from '~/lib/crm/domain.ts';

/** One <option> per industry, for the selects that pick or filter by one. */
export function IndustryOptions() {
  return INDUSTRIES.map((industry) => (
    <option key={industry.id} value={industry.id}>
      {industryLabel(industry.id)}
    </option>
  ));
}
