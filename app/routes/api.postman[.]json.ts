import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { contractPreflight, contractResponse } from "../lib/contract/index.server";
import { servedPostman } from "../lib/samples/index.server";
import { serverConfig } from "../lib/server/index.server";

/** The Postman collection (v2.1) of the API, made from the contract's examples. */
export function loader({ request }: LoaderFunctionArgs) {
  return contractResponse(servedPostman(serverConfig.contractDir), request);
}

/** CORS preflight (`OPTIONS`) from API tools on another origin. */
export function action({ request }: ActionFunctionArgs) {
  return contractPreflight(request);
}
