import type { ActionFunctionArgs } from "@remix-run/node";
import { siteConfig } from "../../site.config";
import { announcementCookie, dismissedAnnouncement, methodNotAllowed, preferenceResponse, readForm } from "../lib/preferences/index.server";

/** Remembers which announcement was dismissed; a new id in site.config shows the bar again. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  const id = dismissedAnnouncement(form, siteConfig.announcementBar.id);
  return preferenceResponse(request, form, { dismissed: id }, id ? await announcementCookie.serialize(id) : null);
}

export const loader = methodNotAllowed;
