import type { LoaderFunctionArgs } from "@remix-run/node";
import { contractPreflight, contractResponse } from "../lib/contract/index.server";
import { servedPostman } from "../lib/samples/index.server";

/** The Postman collection (v2.1) of the API, made from the contract's examples. */
export function loader({ request, context }: LoaderFunctionArgs) {
  // Remix hands OPTIONS to the loader: a CORS preflight from an API tool on another origin.
  if (request.method === "OPTIONS") return contractPreflight(request);
  return contractResponse(servedPostman(context.services.config.contractDir), request);
}
