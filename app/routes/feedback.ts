import type { ActionFunctionArgs } from "@remix-run/node";
import { servedPageLocale } from "../lib/content/index.server";
import { answerFeedback } from "../lib/insights/index.server";
import { methodNotAllowed } from "../lib/preferences/index.server";

/** `POST /feedback`: a reader's answer to "Was this page helpful?" (see app/lib/insights/feedback-action.server.ts). */
export const action = ({ request, context }: ActionFunctionArgs) =>
  answerFeedback(request, context.services.insights, context.clientKey ?? "unknown", (path) =>
    servedPageLocale(context.services.content.current(), path),
  );

export const loader = methodNotAllowed;
