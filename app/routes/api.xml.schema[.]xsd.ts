import type { LoaderFunctionArgs } from "@remix-run/node";
import { contractPreflight, contractResponse, servedXsd } from "../lib/contract/index.server";
import { serverConfig } from "../lib/platform/index.server";

/** The XSD of the XML API. */
export function loader({ request }: LoaderFunctionArgs) {
  // Remix hands OPTIONS to the loader: a CORS preflight from an API tool on another origin.
  if (request.method === "OPTIONS") return contractPreflight(request);
  return contractResponse(servedXsd(serverConfig.contractDir), request);
}
