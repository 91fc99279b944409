/** Money is kept in integer minor units (cents) wherever it is summed, so no float drift. */

export function toMinor(amount: number): number {
  return Math.round(amount * 100);
}

export function fromMinor(minor: number): number {
  return Math.round(minor) / 100;
}
