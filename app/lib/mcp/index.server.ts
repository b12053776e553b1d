/** The MCP capability's public surface on the server: server.ts mounts `answerMcp` at MCP_PATH (through the app's entry module). */
export * from "./index";
export * from "./handler.server";
export * from "./mcp-server.server";
export * from "./tools.server";
