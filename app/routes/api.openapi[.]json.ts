import type { LoaderFunctionArgs } from "@remix-run/node";
import { contractResponse, servedOpenApi } from "../lib/contract/index.server";
import { serverConfig } from "../lib/server/index.server";

/** The OpenAPI 3.1 document of the JSON and HTTP APIs. */
export function loader({ request }: LoaderFunctionArgs) {
  return contractResponse(servedOpenApi(serverConfig.contractDir), request);
}
