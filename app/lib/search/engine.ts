/**
 * A loaded index and the query over it: query terms → lunr → pages that match every word (or, when
 * none does, the pages that match most of them, labelled partial) → pages with sections, excerpts
 * and highlight links. Pure: no file system, no logging.
 */
import lunr from "lunr";
import { stripLocale } from "../content";
import { getAnalyzer } from "./analyzer";
import { searchConfig } from "./config";
import { excerpt, markSegments } from "./excerpt";
import { groupByPage, type Hit, type PageGroup } from "./group";
import { adjacentShare, titleCoverage, titleShare } from "./proximity";
import { cleanTerms, highlightPattern, highlightUrl, matchText } from "./highlight-pattern";
import { buildQueryTerms, lunrTermSource, queryWords, wordKnowledge, type Alternative, type QueryTerm } from "./query";
import { rewriteQuery, type Rewrite } from "./rewrite";
import { createTranslator, sectionsFinder, type ParallelSections } from "./translate";
import { createDidYouMean } from "./did-you-mean";
import { optionalQuery } from "./lunr-query";
import type { PageHit, SearchDoc, SerializedSearchIndex } from "./types";

export interface SearchOptions {
  /** Only pages whose path (without locale) starts with this, e.g. `/api/`. */
  ctx?: string | null;
  /** When nothing matches inside `ctx`, answer with the whole site and say so. */
  fallbackOutside?: boolean;
  /** Pages per answer (one page of results). */
  maxPages: number;
  /** Ranked pages to skip: `maxPages × (n − 1)` for the n-th page of results. Past the end, the last page is shown. */
  offset?: number;
  sectionsPerPage: number;
  excerptLength: number;
  /** Search for what was typed only: no layout, transliteration or language rewrite (the notice's "search for … instead"). */
  exact?: boolean;
}

export interface EngineResult {
  total: number;
  /** Ranked pages before the first one shown (the requested offset, moved back to the last page when past the end). */
  offset: number;
  pages: PageHit[];
  outside: boolean;
  /** No page has every word: these pages have some of them. */
  partial: boolean;
  /** The query searched instead of the typed one (rewrite.ts), when it found more; null when the typed one was searched. */
  rewrite: Rewrite | null;
  /** When nothing is found: queries with the closest words the docs have ("did you mean"), each of which finds pages. */
  suggestions: string[];
}

export interface Ranking {
  groups: PageGroup[];
  partial: boolean;
}

export interface SearchEngine extends ParallelSections {
  locale: SerializedSearchIndex["locale"];
  version: string;
  size: number;
  /** Pages that contain every word of the query, best first; else those with most of the words. */
  rank: (query: string) => Ranking;
  search: (query: string, options: SearchOptions) => EngineResult;
}

/** Fields a completion of a two- or three-letter fragment is looked for in (see Alternative.titleOnly). */
const TITLE_FIELDS = ["title", "description", "heading", "slug", "parent", "tags", "crumbs"];

/** Index term → the query words (bits) it stands for. */
function wordBits(terms: QueryTerm[]): Map<string, number> {
  const bits = new Map<string, number>();
  terms.forEach((term, i) => {
    for (const alternative of term.alternatives.keys()) bits.set(alternative, (bits.get(alternative) ?? 0) | (1 << i));
  });
  return bits;
}

function countBits(bits: number): number {
  let count = 0;
  for (let rest = bits; rest; rest &= rest - 1) count++;
  return count;
}

/** One clause per index term; the alternatives of common words are looked for in title fields only. */
function mergeAlternatives(terms: QueryTerm[], common: QueryTerm[]): Map<string, Alternative> {
  const clauses = new Map<string, Alternative>();
  for (const term of [...terms, ...common]) {
    const commonWord = common.includes(term);
    for (const [alternative, { boost, titleOnly: fragment }] of term.alternatives) {
      const titleOnly = fragment || commonWord;
      const known = clauses.get(alternative);
      clauses.set(alternative, { boost: Math.max(boost, known?.boost ?? 0), titleOnly: titleOnly && (known?.titleOnly ?? true) });
    }
  }
  return clauses;
}

/**
 * The index terms of the query's codes: HTTP-like numbers (`401`, `429`), identifiers (`rate_limited`), and any
 * number when a word of the query says it is a code («код 6», «статус 4», `error 3`).
 */
function codesOf(terms: QueryTerm[]): string[] {
  const { contextWords } = searchConfig.codes;
  const context = terms.some((term) => contextWords.test(term.word));
  return terms
    .filter((term) => /^[1-5]\d\d$/.test(term.word) || /^[a-z]+_[a-z_]+$/.test(term.word) || (context && /^\d{1,3}$/.test(term.word)))
    .map((term) => term.word);
}

/** A whole multiple of `pageSize`, at most the start of the last page of `total` results. */
export function clampOffset(offset: number, total: number, pageSize: number): number {
  const last = total > 0 ? Math.floor((total - 1) / pageSize) * pageSize : 0;
  return Math.min(Math.max(0, Math.floor(offset / pageSize) * pageSize), last);
}

/**
 * `partner`: the other locale's engine of the same version (its parallel pages translate words: translate.ts);
 * without one, there is no `language` rewrite.
 */
export function createSearchEngine(serialized: SerializedSearchIndex, partner?: () => ParallelSections | undefined): SearchEngine {
  const index = lunr.Index.load(serialized.lunr);
  const runQuery = optionalQuery(index);
  const source = lunrTermSource(index);
  const analyzer = getAnalyzer(serialized.locale);
  const docs: readonly SearchDoc[] = serialized.docs;
  const known = wordKnowledge(analyzer, source);
  const sectionsOf = sectionsFinder(docs, analyzer, source);
  const translate = partner ? createTranslator(docs, analyzer, source, partner) : undefined;
  const closestWords = createDidYouMean(docs, analyzer);
  // Lower-cased once here rather than on every excerpt.
  const lowerTexts = new Map(docs.map((doc) => [doc, matchText(doc.text)]));

  /** Pages (paths) where an index term occurs, in any field; kept, since only common terms ask. */
  const pagesOf = new Map<string, Set<string>>();
  const pagesWith = (term: string): Set<string> => {
    let paths = pagesOf.get(term);
    if (!paths) {
      paths = new Set(source.documents(term).map((ref) => docs[ref]?.path ?? ""));
      pagesOf.set(term, paths);
    }
    return paths;
  };
  const onPage = (term: QueryTerm, path: string) => {
    for (const alternative of term.alternatives.keys()) if (pagesWith(alternative).has(path)) return true;
    return false;
  };

  // A word in most documents («смс», «api») would make lunr score nearly every document, while in
  // body text it hardly changes the order. Such words are scored in titles, headings and tags only,
  // and their presence is checked per page from the postings, unless the query has nothing else.
  const commonLimit = docs.length * 0.25;
  const isCommon = (term: QueryTerm) => term.own.some((alternative) => source.documents(alternative).length > commonLimit);
  const boilerplate = new Set<string>(searchConfig.boilerplate.sections);
  // Index terms of a document's visible text, in order, for word proximity; only ranked documents ask.
  const termsOf = new Map<SearchDoc, string[]>();
  const docTerms = (doc: SearchDoc) => {
    let terms = termsOf.get(doc);
    if (!terms) {
      terms = analyzer.terms(doc.kind === "page" ? `${doc.title}. ${doc.text}` : `${doc.heading}. ${doc.text}`);
      termsOf.set(doc, terms);
    }
    return terms;
  };

  // Index terms of page titles, for the title bonus; only ranked pages ask.
  const titleTermsOf = new Map<string, ReadonlySet<string>>();
  const titleTerms = (title: string) => {
    let terms = titleTermsOf.get(title);
    if (!terms) {
      terms = new Set(analyzer.terms(title));
      titleTermsOf.set(title, terms);
    }
    return terms;
  };

  const rank = (query: string): Ranking => {
    const typed = buildQueryTerms(query, analyzer, source);
    // A word the index has nothing for cannot be matched; it leaves the others to a partial match.
    const terms = typed.filter((term) => term.alternatives.size > 0);
    if (terms.length === 0) return { groups: [], partial: false };
    const common = terms.every(isCommon) ? [] : terms.filter(isCommon);
    const selective = terms.filter((term) => !common.includes(term));
    // Every clause is optional for lunr (its REQUIRED takes one term, not a set of alternatives);
    // "every word required" is enforced below, per page: a page answers «код підтвердження
    // голосовим дзвінком» even when no single section has all four words.
    const clauses = [...mergeAlternatives(selective, common)].map(([term, { boost, titleOnly }]) =>
      titleOnly ? { term, boost, fields: TITLE_FIELDS } : { term, boost },
    );
    const results = runQuery(clauses);
    // The administrators' manual is for the provider's staff: it yields to a client page that answers
    // as well, unless the query names the admin side («адмінка», «администратор»).
    const admin = searchConfig.adminPages;
    const forAdmin = typed.some((term) => admin.words.test(term.word));
    const prior = (path: string) => (!forAdmin && stripLocale(path).rest.startsWith(admin.prefix) ? admin.weight : 1);
    const bits = wordBits(selective);
    const all = (1 << selective.length) - 1;
    const hits = results.flatMap((result): Hit[] => {
      const doc = docs[Number(result.ref)];
      const metadata = result.matchData.metadata as Record<string, Record<string, unknown>>;
      const matched = Object.keys(metadata);
      // A section that matched only through its page's title says nothing of its own; the page hit covers that.
      if (doc?.kind === "section" && matched.every((term) => Object.keys(metadata[term] ?? {}).every((field) => field === "parent")))
        return [];
      const words = matched.reduce((sum, term) => sum | (bits.get(term) ?? 0), 0);
      // A hit missing words still shows under its page, ranked as the share of words it has (squared).
      const coverage = selective.length ? countBits(words) / selective.length : 1;
      if (!doc) return [];
      // "Related pages" lists other pages' titles: it says little about its own page, so it weighs
      // little, is shown last, and its words do not make the page match.
      if (doc.kind === "section" && boilerplate.has(doc.hash))
        return [
          { doc, score: result.score * coverage * coverage * searchConfig.boilerplate.weight, terms: matched, words: 0, boilerplate: true },
        ];
      return [{ doc, score: result.score * coverage * coverage, terms: matched, words }];
    });
    const groups = groupByPage(hits);
    // Asked up to three times per page; each answer walks every alternative of every common word.
    const commonCounts = new Map<PageGroup, number>();
    const commonOn = (group: PageGroup) => {
      let count = commonCounts.get(group);
      if (count === undefined) commonCounts.set(group, (count = common.filter((term) => onPage(term, group.path)).length));
      return count;
    };
    const wordsOn = (group: PageGroup) => countBits(group.words) + commonOn(group);
    const { coverageExponent, keepPartial } = searchConfig.relaxation;
    const scored = groups
      .filter((group) => wordsOn(group) > 0)
      .map((group) => {
        const full = terms.length === typed.length && group.words === all && commonOn(group) === common.length;
        return { ...group, full, score: prior(group.path) * group.score * (wordsOn(group) / typed.length) ** coverageExponent };
      });
    const best = Math.max(0, ...scored.filter((group) => group.full).map((group) => group.score));
    // Pages with every word come first unless a page with most of them (in its title, say) clearly
    // outranks them: a long question's words are all in some page's body text more often than not.
    const kept = (best > 0 ? scored.filter((group) => group.full || group.score >= best * keepPartial) : scored).sort(
      (a, b) => b.score - a.score,
    );
    // Bonuses for the first pages only (the rest would not reach the top anyway):
    // - the words next to each other, in the query's order, on the page or in one section;
    // - the share of the words in the page title. A word in most pages («api», «смс») weighs next to
    //   nothing in lunr's score, even in a title, yet «баланс через api» means the page titled with both.
    const { weight, pages } = searchConfig.proximity;
    const words = terms.map((term) => new Set(term.alternatives.keys()));
    for (const group of kept.slice(0, pages)) {
      if (words.length > 1) {
        const docs = [group.page?.doc, ...group.sections.slice(0, 2).map((hit) => hit.doc)];
        const share = Math.max(0, ...docs.map((doc) => (doc ? adjacentShare(docTerms(doc), words) : 0)));
        group.score *= 1 + weight * share;
      }
      const title = titleTerms(group.doc.title);
      const share = titleShare(title, words);
      // Being named like the query is no reason for the staff's manual to pass the client page on the same subject.
      const named = prior(group.path) === 1 ? searchConfig.titleWords.name * share * titleCoverage(title, words) : 0;
      group.score *= 1 + searchConfig.titleWords.weight * share + named;
    }
    // A code (`429`, `rate_limited`, «статус 4») is looked for where it is defined: in a section whose heading
    // (or page title) names codes, errors or statuses, not where an example merely mentions it.
    const codeTerms = codesOf(typed);
    if (codeTerms.length > 0) {
      const { weight, titleWeight, defines, reference } = searchConfig.codes;
      // Every page, not only the first ones: a long reference scores low on lunr's length-normalised score.
      for (const group of kept) {
        const hits = [group.page, ...group.sections].filter(
          (hit): hit is Hit => hit !== null && codeTerms.some((code) => hit.terms.includes(code)),
        );
        if (hits.some((hit) => defines.test(hit.doc.heading))) group.score *= 1 + weight;
        if (hits.length > 0 && reference.test(group.doc.title)) group.score *= 1 + titleWeight;
      }
    }
    kept.sort((a, b) => b.score - a.score);
    return { groups: kept, partial: best === 0 && kept.length > 0 };
  };

  const shownHits = (group: PageGroup, options: SearchOptions) => [group.page, ...group.sections.slice(0, options.sectionsPerPage)];

  /** `pattern` marks the words of every page shown (one compiled pattern per query); links carry the page's own terms. */
  const present = (group: PageGroup, words: string[], pattern: RegExp | null, options: SearchOptions): PageHit => {
    const sections = group.sections.slice(0, options.sectionsPerPage);
    const matched = shownHits(group, options).flatMap((hit) => hit?.terms ?? []);
    const terms = cleanTerms([...words, ...matched], searchConfig.maxHighlightTerms);
    return {
      url: highlightUrl(group.path, "", terms),
      path: group.path,
      title: markSegments(group.doc.title, pattern),
      crumbs: group.doc.crumbs,
      excerpt: group.page ? excerpt(group.page.doc.text, pattern, options.excerptLength, lowerTexts.get(group.page.doc)) : [],
      sections: sections.map((hit) => ({
        url: highlightUrl(group.path, hit.doc.hash, terms),
        hash: hit.doc.hash,
        heading: markSegments(hit.doc.heading, pattern),
        excerpt: excerpt(hit.doc.text, pattern, options.excerptLength, lowerTexts.get(hit.doc)),
      })),
    };
  };

  /**
   * The ranking of what was typed, or of its rewrite when that finds clearly more: the typed query finds
   * nothing, or only pages with some of its words while the rewrite finds pages with all of them, or it matched
   * some word only as a typo of a term while the rewrite's words are all known. Readers who meant what they
   * typed get it back with `exact`.
   */
  const understand = (query: string, exact: boolean): { ranking: Ranking; rewrite: Rewrite | null } => {
    const ranking = rank(query);
    if (exact) return { ranking, rewrite: null };
    // Weak: a word matched only as a typo, or a Latin word only as the start of a longer term (`statusy`).
    const weak = queryWords(query).some((word) => {
      const level = known(word);
      return (level >= 0 && level < 2) || (level === 2 && /^[a-z']+$/.test(word));
    });
    if (ranking.groups.length > 0 && !ranking.partial && !weak) return { ranking, rewrite: null };
    const rewrite = rewriteQuery(query, { locale: analyzer.locale, known, translate });
    if (!rewrite) return { ranking, rewrite: null };
    const rewritten = rank(rewrite.query);
    if (rewritten.groups.length === 0) return { ranking, rewrite: null };
    const better =
      ranking.groups.length === 0 ||
      (ranking.partial && !rewritten.partial) ||
      (!rewritten.partial && queryWords(rewrite.query).every((word) => known(word) !== 0 && known(word) !== 1));
    return better ? { ranking: rewritten, rewrite } : { ranking, rewrite: null };
  };

  /** Queries with the closest known word in place of each unknown one, that find pages (at most three). */
  const didYouMean = (query: string): string[] => {
    const words = queryWords(query);
    const out: string[] = [];
    for (const [i, word] of words.entries()) {
      if (known(word) > 0 || known(word) === -1) continue;
      for (const close of closestWords(word, 3)) {
        const candidate = words.map((other, j) => (j === i ? close : other)).join(" ");
        if (out.length < 3 && !out.includes(candidate) && rank(candidate).groups.length > 0) out.push(candidate);
      }
    }
    return out;
  };

  return {
    locale: serialized.locale,
    version: serialized.version,
    size: docs.length,
    rank,
    sectionsOf,
    search(query, options) {
      const { ranking, rewrite } = understand(query, options.exact ?? false);
      const { groups: ranked, partial } = ranking;
      const searched = rewrite?.query ?? query;
      const { ctx } = options;
      const inside = ctx ? ranked.filter((group) => stripLocale(group.path).rest.startsWith(ctx)) : ranked;
      const outside = Boolean(ctx && options.fallbackOutside && inside.length === 0 && ranked.length > 0);
      const groups = outside ? ranked : inside;
      const words = queryWords(searched)
        .filter((word) => analyzer.term(word) !== null)
        .map(analyzer.fold);
      const offset = clampOffset(options.offset ?? 0, groups.length, options.maxPages);
      const shown = groups.slice(offset, offset + options.maxPages);
      const matched = shown.flatMap((group) => shownHits(group, options).flatMap((hit) => hit?.terms ?? []));
      const pattern = highlightPattern([...words, ...matched]);
      const suggestions = groups.length === 0 ? didYouMean(query) : [];
      return {
        total: groups.length,
        offset,
        pages: shown.map((group) => present(group, words, pattern, options)),
        outside,
        partial,
        rewrite,
        suggestions,
      };
    },
  };
}

/** Engines of one version's locales, each with the others as partners (their parallel pages translate words). */
export function createSearchEngines(indexes: readonly SerializedSearchIndex[]): SearchEngine[] {
  const engines: SearchEngine[] = [];
  for (const serialized of indexes)
    engines.push(createSearchEngine(serialized, () => engines.find((engine) => engine.locale !== serialized.locale)));
  return engines;
}
