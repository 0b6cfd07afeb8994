// How every mail opens; a missing name must not produce "Dear ,".
export function greetingFor(firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return name ? `Dear ${name},` : 'Hello,';
}
