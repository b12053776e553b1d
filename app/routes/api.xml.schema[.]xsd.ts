import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { contractPreflight, contractResponse, servedXsd } from "../lib/contract/index.server";
import { serverConfig } from "../lib/server/index.server";

/** The XSD of the XML API. */
export function loader({ request }: LoaderFunctionArgs) {
  return contractResponse(servedXsd(serverConfig.contractDir), request);
}

/** CORS preflight (`OPTIONS`) from API tools on another origin. */
export function action({ request }: ActionFunctionArgs) {
  return contractPreflight(request);
}
