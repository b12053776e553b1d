import type { LoaderFunctionArgs } from "@remix-run/node";
import { contractPreflight, contractResponse, servedXsdEntry } from "../lib/contract/index.server";
import { serverConfig } from "../lib/server/index.server";

/** `/api/xml/<operation>.xsd`: the entry schema of one XML operation (`schema.xsd` has its own route). */
export function loader({ request, params }: LoaderFunctionArgs) {
  const name = /^([a-z][a-z_]*)\.xsd$/.exec(params.entry ?? "")?.[1];
  const file = name ? servedXsdEntry(serverConfig.contractDir, name) : null;
  if (!file) throw new Response("Not Found", { status: 404 });
  if (request.method === "OPTIONS") return contractPreflight(request);
  return contractResponse(file, request);
}
