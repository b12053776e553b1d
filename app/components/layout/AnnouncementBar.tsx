import { useFetcher, useLocation } from "@remix-run/react";
import { useTranslation } from "../../lib/i18n";
import { siteConfig, type Locale } from "../../../site.config";
import { CloseIcon } from "./icons";
import { AppLink } from "../AppLink";
import { localiseHref } from "../../lib/content";

/** Dismissible; the dismissal is a cookie read by the server, so a dismissed bar never flashes. */
export function AnnouncementBar({ locale, dismissed }: { locale: Locale; dismissed: boolean }) {
  const { t } = useTranslation();
  const fetcher = useFetcher({ key: "announcement" });
  const location = useLocation();
  const bar = siteConfig.announcementBar;
  if (dismissed || fetcher.formData) return null;
  return (
    <div className="announcement" role="region" aria-label={t("announcement.label")}>
      <p className="announcement__content">
        {bar.href ? <AppLink to={localiseHref(bar.href, locale)}>{bar.content[locale]}</AppLink> : bar.content[locale]}
      </p>
      {bar.dismissible ? (
        <fetcher.Form method="post" action="/action/dismiss-announcement" className="announcement__form">
          {/* Not "id": a field of that name would shadow the form's own `id` property. */}
          <input type="hidden" name="announcement" value={bar.id} />
          <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
          <button type="submit" className="icon-button announcement__close" aria-label={t("announcement.close")}>
            <CloseIcon />
          </button>
        </fetcher.Form>
      ) : null}
    </div>
  );
}
