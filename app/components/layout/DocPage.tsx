import { useTranslation } from "../../lib/i18n";
import { localePrefix } from "../../lib/content";
import type { DocPageData } from "../../lib/content/index.server";
import { Breadcrumbs } from "./Breadcrumbs";
import { DocContent } from "./DocContent";
import { ContentSpinner } from "./NavigationProgress";
import { markdownPath } from "../../lib/markdown";
import { PageActions } from "./PageActions";
import { Paginator } from "./Paginator";
import { Sidebar } from "./Sidebar";
import { TableOfContents } from "./TableOfContents";
import { TagList } from "./TagList";

function Notice({ kind }: { kind: "draft" | "unlisted" }) {
  const { t } = useTranslation();
  return (
    <aside className="admonition admonition--caution page-notice" role="note" data-notice={kind}>
      <p className="admonition__title">{t(`${kind}.title`)}</p>
      <div className="admonition__body">
        <p>{t(`${kind}.body`)}</p>
      </div>
    </aside>
  );
}

export function DocPage({ page }: { page: DocPageData }) {
  const { t } = useTranslation();
  return (
    <div className="doc-layout">
      <aside className="doc-sidebar">
        <Sidebar items={page.sidebar} current={page.slug} label={t("sidebar.label")} />
      </aside>
      <main id="main" className="doc-main" tabIndex={-1}>
        <div className="doc-column">
          <ContentSpinner />
          <article className="doc-article">
            <Breadcrumbs crumbs={page.breadcrumbs} home={`${localePrefix(page.locale)}/`} />
            {page.draft ? <Notice kind="draft" /> : null}
            {page.unlisted ? <Notice kind="unlisted" /> : null}
            <header className="doc-header">
              <h1>{page.title}</h1>
              <PageActions markdownHref={markdownPath(page.slug, page.locale)} />
            </header>
            <DocContent html={page.html} />
            <TagList tags={page.tags} locale={page.locale} />
          </article>
          <Paginator previous={page.previous} next={page.next} />
        </div>
        <div className="doc-toc">
          <TableOfContents toc={page.toc} />
        </div>
      </main>
    </div>
  );
}
