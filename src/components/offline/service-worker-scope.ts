/**
 * What the site's service workers (the pass's and the door's) use of the worker scope: the DOM
 * types the project compiles with have no service worker globals.
 */
export interface ServiceWorkerScope {
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<{ url: string }[]>;
  };
  addEventListener(type: 'install' | 'activate', listener: (event: WaitingEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void;
}

export interface WaitingEvent {
  waitUntil(work: Promise<unknown>): void;
}

export interface FetchEvent extends WaitingEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}

export interface WorkerMessageEvent extends WaitingEvent {
  data: unknown;
}
