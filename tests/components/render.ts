import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import type { AstroComponentFactory } from 'astro/runtime/server/index.js';

let container: AstroContainer | undefined;

/** The HTML a component renders with the given props. */
export async function render(
  component: AstroComponentFactory,
  props: Record<string, unknown>,
  slots: Record<string, string> = {},
): Promise<string> {
  container ??= await AstroContainer.create();
  return container.renderToString(component, { props, slots });
}

/** The attributes of every tag named `tag` in `html`, in order. */
export function tags(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b((?:[^>"]|"[^"]*")*)>`, 'g'))].map(
    ([, attributes = '']) =>
      Object.fromEntries(
        [...attributes.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map(([, name = '', value = '']) => [
          name,
          value.replaceAll('&amp;', '&'),
        ]),
      ),
  );
}
