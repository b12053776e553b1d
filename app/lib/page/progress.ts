/** The progress bar's next value: trickles towards 1 in shrinking steps, never reaching it while loading. */
export function trickle(value: number): number {
  if (value >= 0.994) return value;
  const step = value < 0.2 ? 0.1 : value < 0.5 ? 0.04 : value < 0.8 ? 0.02 : 0.005;
  return Math.min(0.994, value + step);
}
