/** The MCP capability's pure surface (no server code): the endpoint, argument bounds, path and Origin checks. */
export const MCP_PATH = "/mcp";
export * from "./limits";
export * from "./origin";
export * from "./site-path";
