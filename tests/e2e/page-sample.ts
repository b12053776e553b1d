/** One or two pages of every kind the site serves, for the checkers (axe, the Nu HTML checker). */
export const pageSample = {
  home: "/",
  doc: "/client/balance",
  "doc (ru)": "/ru/client/bulk-sms",
  API: "/api/json/send_sms",
  "API (ru)": "/ru/api/json/send_sms",
  diagram: "/api/json/references/message_statuses",
  search: "/search?q=%D0%B1%D0%B0%D0%BB%D0%B0%D0%BD%D1%81",
  "search (ru)": "/ru/search?q=sms",
  tags: "/tags",
  tag: "/tags/sms",
  "not found": "/no-such-page",
  "not found (ru)": "/ru/no-such-page",
} as const;

/** Pages whose diagrams are drawn in the browser: their rendered DOM is checked too. */
export const diagramPages = [pageSample.diagram, "/ru/api/json/references/message_statuses"];
