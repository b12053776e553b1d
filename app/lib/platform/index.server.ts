/** The platform layer's public surface (the bottom layer: configuration, log, metrics). Everything above may import it; it imports nothing of the app. */
export * from "./config.server";
export * from "./log.server";
export * from "./metrics.server";
export * from "./worker-heap.server";
