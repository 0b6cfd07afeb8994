import { createHash } from 'node:crypto';
import { SESSION_COOKIE_PATTERN } from '../auth/auth-callback-url.ts';
import { SIGNED_IN_COOKIE } from '../auth/signed-in-marker.ts';
import { SITE_NOTICE_KEY } from './site-notice.ts';

/**
 * The only script of pages without islands, inline at the end of the header so it runs before
 * the first paint (nothing shifts): when the signed-in marker and a session cookie are both
 * present it writes the account's name into [data-account-name], shows [data-signed-in] and
 * hides [data-signed-out]; it also shows a notice another page left in sessionStorage. Names
 * are written as text, never as HTML.
 */
export const SIGNED_IN_SCRIPT =
  `(()=>{const d=document,a=(s,f)=>d.querySelectorAll(s).forEach(f);try{` +
  `const m=d.cookie.match(/(?:^|;\\s*)${SIGNED_IN_COOKIE}=([^;]+)/);` +
  `if(m&&${SESSION_COOKIE_PATTERN.toString()}.test(d.cookie)){const n=decodeURIComponent(m[1]);` +
  `a("[data-account-name]",e=>{e.textContent=n});a("[data-signed-in]",e=>{e.hidden=!1});` +
  `a("[data-signed-out]",e=>{e.hidden=!0})}` +
  `const t=sessionStorage.getItem("${SITE_NOTICE_KEY}");if(t){sessionStorage.removeItem("${SITE_NOTICE_KEY}");` +
  `a("[data-site-notice]",e=>{e.textContent=t;e.hidden=!1})}}catch{}})()`;

/** The script's CSP hash, allowed on every page through astro.config.mjs. */
export const SIGNED_IN_SCRIPT_HASH: `sha256-${string}` = `sha256-${createHash('sha256').update(SIGNED_IN_SCRIPT).digest('base64')}`;
