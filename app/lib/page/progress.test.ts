import { expect, it } from "vitest";
import { trickle } from "./progress";

it("trickles upwards in shrinking steps and never reaches 1", () => {
  let value = 0.08;
  const steps: number[] = [];
  for (let i = 0; i < 500; i += 1) {
    const next = trickle(value);
    steps.push(next - value);
    value = next;
  }
  expect(value).toBeLessThan(1);
  expect(value).toBeGreaterThan(0.9);
  expect(steps[0]).toBeGreaterThan(steps[20] ?? 1);
});
