/** The local origin of a dealer's site: Chromium resolves every `*.localhost` to loopback. */
export function tenantOrigin(slug: string, port: number): string {
  return `http://${slug}.localhost:${port}`;
}

/** The bare local origin, which lists every tenant. */
export function indexOrigin(port: number): string {
  return `http://localhost:${port}`;
}
