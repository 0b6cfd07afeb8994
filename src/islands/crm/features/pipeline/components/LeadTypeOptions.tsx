import { LEAD_TYPES, leadTypeLabel } from '~/lib/crm/domain.ts';

/** One <option> per lead type, for the select that picks one and the one that filters by one. */
export function LeadTypeOptions() {
  return LEAD_TYPES.map((type) => (
    <option key={type.id} value={type.id}>
      {leadTypeLabel(type.id)}
    </option>
  ));
}
