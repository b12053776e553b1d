/** Every route the site promises (README and docs/CONTENT.md), written in its canonical form. */
const client =
  "api-reports api-settings autopay balance black-list bulk-sms-reports bulk-sms clear-base countries days documents hlr operators payments planner profile rcs received-sms recipients sender-id-settings sender-id-statistics sender-id single-sms-reports single-sms sms-templates tariffs templates transfer viber-sender-id viber-templates viber voice-mailing";
const admin =
  "account api-reports bulk-sms-reports clients customers email-mailing lower-menu manual operators pages sender-id-statistics settings single-sms-reports site-pages support top-menu visits";
const http = "balance delete scheduled_sms send_sms sms_price status viber";
const json =
  "balance hlr message_status multi_channel send_sms webhook rcs/send rcs/resending_sms rcs/resending_viber references/message_statuses telegram/otp viber/image viber/resending_sms viber/status_2way viber/text viber/text_link viber/text_link_image voice/call voice/otp whatsapp/otp";
const xml =
  "balance delete job message_async prices scheduled_sms scheduled_viber send_sms send_viber status viber_image viber_image_button wap_push_sms references/message_status_codes references/request_error";

const list = (prefix: string, names: string) => names.split(" ").map((name) => `${prefix}${name}`);

export const specRoutes: string[] = [
  "/",
  "/interface/",
  "/login/",
  "/registration/",
  "/general/create_sender_id",
  ...list("/admin/", admin),
  ...list("/client/", client),
  "/api_methods",
  "/api/auto_voice_call",
  "/api/email2sms",
  "/api/mnp",
  ...list("/api/http/", http),
  ...list("/api/json/", json),
  ...list("/api/xml/", xml),
];

export const ru = (route: string) => (route === "/" ? "/ru/" : `/ru${route}`);

/** The other trailing-slash form of a route, which must redirect to it. */
export const otherForm = (route: string) => (route.endsWith("/") ? route.slice(0, -1) || "/" : `${route}/`);
