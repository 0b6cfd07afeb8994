/**
 * The mail's inline styles, applied in the preview frame. A srcdoc frame keeps the staff app's
 * Content Security Policy, whose style-src allows only the app's hashed styles, so the browser
 * drops the mail's style attributes; written through the CSSOM they apply (a policy governs
 * markup, not script setting a style). The frame runs no script of its own (sandboxed), so this
 * is the app writing into its own same-origin frame.
 */
export function applyMailStyles(frame: HTMLIFrameElement): void {
  const page = frame.contentDocument;
  if (!page) return;
  for (const element of page.querySelectorAll<HTMLElement>('[style]')) {
    element.style.cssText = element.getAttribute('style') ?? '';
  }
}
