// The address a request came from, as the database's per-client throttle sees it
// (private.client_address() reads the x-real-ip header). A client cannot choose it: any
// x-real-ip it sends is replaced, and X-Forwarded-For counts only behind a trusted proxy.

/**
 * With trustProxy (TRUST_PROXY=1: the server sits behind one reverse proxy that appends the
 * visitor's address), the last X-Forwarded-For hop; otherwise the socket's peer address.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustProxy: boolean,
): string | undefined {
  if (trustProxy && forwardedFor !== undefined) {
    const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    const last = hops.at(-1);
    if (last) return last;
  }
  return socketAddress;
}
