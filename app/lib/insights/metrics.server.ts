/**
 * Counters of the insights capability in prom-client's default registry, which `/metrics` exposes. They are
 * made on first use, not when this module is imported, and found again by name when they already exist
 * (two bundles of the server, tests that open several services).
 */
import client from "prom-client";

export type InsightsCounter = "writeFailures" | "droppedEvents" | "writtenEvents";

const definitions: Record<InsightsCounter, { name: string; help: string }> = {
  writeFailures: {
    name: "sms_docs_insights_write_failures_total",
    help: "Batches of reader feedback and search insights the database refused (the events wait for the next try).",
  },
  droppedEvents: {
    name: "sms_docs_insights_dropped_events_total",
    help: "Feedback and search events given up because the write queue was full while the database was failing.",
  },
  writtenEvents: {
    name: "sms_docs_insights_written_events_total",
    help: "Feedback and search events written to the insights database.",
  },
};

export function insightsCounter(which: InsightsCounter): client.Counter {
  const { name, help } = definitions[which];
  const existing = client.register.getSingleMetric(name);
  if (existing) return existing as client.Counter;
  return new client.Counter({ name, help });
}
