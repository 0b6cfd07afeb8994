import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * Playwright cannot download its own browser here, so tests drive the system's: Debian's
 * chromium-headless-shell where installed (the build Playwright itself runs headless; the same
 * pages.spec run took 73 s with it against 156 s with the full browser's headless mode, whose
 * browser process composites every frame), else the full Chromium, with flags that keep it off
 * the network. CHROMIUM_PATH points elsewhere when needed.
 */
export function chromiumLaunchOptions(): LaunchOptions {
  const candidates = [
    process.env['CHROMIUM_PATH'],
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  const executablePath = candidates.find((candidate) => candidate && existsSync(candidate));
  return {
    ...(executablePath ? { executablePath } : {}),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}
