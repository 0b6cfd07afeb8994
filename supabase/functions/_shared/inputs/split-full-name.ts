// The product's one rule for names typed as one field: the first word is the first name,
// the rest (possibly empty) the last name.

export interface SplitName {
  firstName: string;
  lastName: string;
}

export function splitFullName(fullName: string): SplitName {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}
