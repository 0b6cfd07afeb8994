// Imports a sibling module that another part of the backend provides, tolerating only its own
// absence (so the server still starts while a service is being written). Any load error of a
// module that exists, such as a syntax error or a missing import inside it, is rethrown.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export async function importOptional<T>(
  specifier: URL,
  onMissing: (message: string) => void,
): Promise<T | undefined> {
  const file = fileURLToPath(specifier);
  if (!existsSync(file)) {
    onMissing(`${file} is missing`);
    return undefined;
  }
  return (await import(specifier.href)) as T;
}
