/** The contract capability's public surface on the server: other parts of the app import from here, not from its files. */
export * from "./index";
export * from "./contract.server";
export * from "./reference-source.server";
export * from "./xsd-reference";
