import type { LoaderFunctionArgs } from "@remix-run/node";
import { contractPreflight, contractResponse, servedOpenApi } from "../lib/contract/index.server";

/** The OpenAPI 3.1 document of the JSON and HTTP APIs. */
export function loader({ request, context }: LoaderFunctionArgs) {
  // Remix hands OPTIONS to the loader: a CORS preflight from an API tool on another origin.
  if (request.method === "OPTIONS") return contractPreflight(request);
  return contractResponse(servedOpenApi(context.services.config.contractDir), request);
}
