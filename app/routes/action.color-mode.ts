import type { ActionFunctionArgs } from "@remix-run/node";
import { parseColorMode } from "../lib/preferences";
import { colorModeCookie, methodNotAllowed, preferenceResponse, readForm } from "../lib/preferences/index.server";

/** Stores the reader's colour mode in a cookie. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  const colorMode = parseColorMode(form.get("colorMode"));
  return preferenceResponse(request, form, { colorMode }, await colorModeCookie.serialize(colorMode));
}

export const loader = methodNotAllowed;
