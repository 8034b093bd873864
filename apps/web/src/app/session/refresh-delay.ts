/** Spec 1 section 9: the next refresh comes max(60 s, lifetime - 120 s) after a token is issued. */
export function refreshDelaySeconds(expiresIn: number): number {
  return Math.max(60, expiresIn - 120);
}
