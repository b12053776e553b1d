import { useTranslation } from "../../lib/i18n";
import { siteConfig } from "../../../site.config";
import { ParseEnd } from "./ParseEnd";

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <p>{t("footer.copyright", { year: new Date().getFullYear(), brand: siteConfig.placeholders.brand })}</p>
      <p>
        <a href={`mailto:${siteConfig.placeholders.supportEmail}`}>{siteConfig.placeholders.supportEmail}</a>
      </p>
      <ParseEnd />
    </footer>
  );
}
