import type { LoaderFunctionArgs } from "@remix-run/node";
import { contractPreflight, contractResponse, servedXsd } from "../lib/contract/index.server";

/** The XSD of the XML API. */
export function loader({ request, context }: LoaderFunctionArgs) {
  // Remix hands OPTIONS to the loader: a CORS preflight from an API tool on another origin.
  if (request.method === "OPTIONS") return contractPreflight(request);
  return contractResponse(servedXsd(context.services.config.contractDir), request);
}
