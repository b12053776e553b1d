/** The samples capability (safe in the browser): code samples generated from the contract's examples. */
export * from "./types";
export * from "./generate";
export { javaClassName } from "./languages/java";
