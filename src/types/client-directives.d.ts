import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate only when the browser holds a session cookie (src/islands/auth/client-session-directive.ts). */
    'client:session'?: boolean;
  }
}
