import type { LoaderFunctionArgs } from "@remix-run/node";
import { contractResponse, servedXsd } from "../lib/contract/index.server";
import { serverConfig } from "../lib/server/index.server";

/** The XSD of the XML API. */
export function loader({ request }: LoaderFunctionArgs) {
  return contractResponse(servedXsd(serverConfig.contractDir), request);
}
