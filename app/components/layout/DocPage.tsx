import { useTranslation } from "../../lib/i18n";
import { localePrefix, slugToPath } from "../../lib/content";
import type { DocPageData } from "../../lib/content/index.server";
import { Breadcrumbs } from "./Breadcrumbs";
import { DocContent } from "./DocContent";
import { FeedbackForm } from "./FeedbackForm";
import { ContentSpinner } from "./NavigationProgress";
import { markdownPath } from "../../lib/markdown";
import { PageActions } from "./PageActions";
import { Paginator } from "./Paginator";
import { DocSidebar } from "./Sidebar";
import { MobileToc, TableOfContents } from "./TableOfContents";
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

/** When the page last changed and, when the site is configured with a repository, where to suggest a change. */
function PageHistory({ updated, editHref }: Pick<DocPageData, "updated" | "editHref">) {
  const { t } = useTranslation();
  return (
    <footer className="page-history">
      <p>
        {t("history.updated")} <time dateTime={updated.iso}>{updated.text}</time>
      </p>
      {editHref ? (
        <p>
          <a href={editHref} target="_blank" rel="noopener noreferrer" className="page-history__edit">
            {t("history.edit")}
          </a>
        </p>
      ) : null}
    </footer>
  );
}

export function DocPage({ page }: { page: DocPageData }) {
  const { t } = useTranslation();
  return (
    <div className="doc-layout">
      <DocSidebar items={page.sidebar} current={page.slug} label={t("sidebar.label")} />
      <main id="main" className={page.apiColumns ? "doc-main doc-main--api" : "doc-main"} tabIndex={-1}>
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
            <MobileToc toc={page.toc} />
            <DocContent html={page.html} />
            <TagList tags={page.tags} />
            <PageHistory updated={page.updated} editHref={page.editHref} />
          </article>
          <FeedbackForm page={slugToPath(page.slug, page.locale)} />
          <Paginator previous={page.previous} next={page.next} />
        </div>
        <div className="doc-toc">
          <TableOfContents toc={page.toc} />
        </div>
      </main>
    </div>
  );
}
