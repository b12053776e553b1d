/**
 * The order and grouping of the two sidebars. Categories list a content folder; the
 * pages inside are ordered by their front matter `sidebar_position`. Nested folders
 * become sub-categories, labelled by `categoryLabels`.
 */
import type { Locale } from "../site.config";

export type Label = string | Record<Locale, string>;

export type SidebarSpec =
  | { type: "doc"; id: string }
  | { type: "category"; label: Label; dir: string }
  | { type: "category"; label: Label; items: SidebarSpec[] };

export interface SidebarDefinition {
  /** The navbar item this sidebar belongs to (first breadcrumb). */
  navbarLabel: Label;
  items: SidebarSpec[];
}

export const sidebars = {
  docs: {
    navbarLabel: { uk: "Документація", ru: "Документация" },
    items: [
      { type: "doc", id: "index" },
      { type: "doc", id: "registration/index" },
      { type: "doc", id: "login/index" },
      { type: "doc", id: "interface/index" },
      { type: "doc", id: "general/create_sender_id" },
      { type: "category", label: { uk: "Посібник клієнта", ru: "Руководство клиента" }, dir: "client" },
      { type: "category", label: { uk: "Посібник адміністратора", ru: "Руководство администратора" }, dir: "admin" },
    ],
  },
  api: {
    navbarLabel: "API",
    items: [
      { type: "doc", id: "api_methods" },
      { type: "category", label: "HTTP API", dir: "api/http" },
      { type: "category", label: "JSON API", dir: "api/json" },
      { type: "category", label: "XML API", dir: "api/xml" },
      {
        type: "category",
        label: { uk: "Інші інтерфейси", ru: "Другие интерфейсы" },
        items: [
          { type: "doc", id: "api/auto_voice_call" },
          { type: "doc", id: "api/email2sms" },
          { type: "doc", id: "api/mnp" },
        ],
      },
    ],
  },
} satisfies Record<string, SidebarDefinition>;

export type SidebarName = keyof typeof sidebars;

/** Labels of nested folders inside a `dir` category; unlisted folders use their name. */
export const categoryLabels: Record<string, Label> = {
  "api/json/rcs": "RCS",
  "api/json/viber": "Viber",
  "api/json/voice": { uk: "Голосові виклики", ru: "Голосовые звонки" },
  "api/json/telegram": "Telegram",
  "api/json/whatsapp": "WhatsApp",
  "api/json/references": { uk: "Довідники", ru: "Справочники" },
  "api/xml/references": { uk: "Довідники", ru: "Справочники" },
};
