import type { LoaderFunctionArgs } from "@remix-run/node";
import { contractPreflight, contractResponse, servedXsd, servedXsdEntry } from "../lib/contract/index.server";

/**
 * `/api/xml/schemas/<operation>.xsd`: the entry schema of one XML operation, with `schema.xsd` beside it (the file
 * its include names). A folder of its own, so the XML API's doc pages (`/api/xml/<operation>`) keep their route.
 */
export function loader({ request, params, context }: LoaderFunctionArgs) {
  const name = /^([a-z][a-z_]*)\.xsd$/.exec(params.file ?? "")?.[1];
  const dir = context.services.config.contractDir;
  const file = name === "schema" ? servedXsd(dir) : name ? servedXsdEntry(dir, name) : null;
  if (!file) throw new Response("Not Found", { status: 404 });
  if (request.method === "OPTIONS") return contractPreflight(request);
  return contractResponse(file, request);
}
