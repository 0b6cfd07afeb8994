import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate only when the browser holds a session cookie (src/islands/shared/directives). */
    'client:session'?: boolean;
    /** Hydrate on first use of the island, replaying what was typed (src/islands/shared/directives). */
    'client:interaction'?: boolean;
  }
}
