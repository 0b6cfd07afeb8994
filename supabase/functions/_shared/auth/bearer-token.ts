// Reads the token from an "Authorization: Bearer <token>" header; undefined when there is none.
export function bearerToken(authorization: string | null): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
}
