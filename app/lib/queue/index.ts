/** The queue capability: one job at a time with a bounded wait, shared by page compiles and searches. */
export * from "./serial-queue";
