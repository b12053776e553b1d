/**
 * Search tuning in one place. These are implementation choices (not product constants of
 * site.config.ts): limits that keep any input cheap, field weights, and the sizes of the lists.
 */
export const searchConfig = {
  /** Longer input is cut: nobody types 200 characters into a docs search, and it bounds the work per query. */
  maxQueryLength: 200,
  /** Words beyond this are ignored (every word is required, so more words rarely find anything); stop words do not count. */
  maxWords: 8,
  /**
   * A query's words after one of these (normalised, a word or two words in a row) say what the reader does not mean
   * (query.ts `contrasted`): «з сайту, а не з кабінету», «через api вместо кабинета», `api instead of dashboard`.
   */
  contrast: {
    single: ["замість", "вместо"] as readonly string[],
    pairs: [
      ["а", "не"],
      ["instead", "of"],
      ["rather", "than"],
    ] as readonly (readonly [string, string])[],
  },
  /** Words longer than this are cut before matching (identifiers are shorter; this bounds fuzzy matching). */
  maxWordLength: 40,
  /** Typo tolerance (edit distance 1) only for stems at least this long: short words have too many neighbours. */
  fuzzyMinLength: 5,
  /** Prefix matching of the last word starts at this many characters. */
  prefixMinLength: 2,
  /** At most this many index terms per expansion (prefix, fuzzy), the ones closest to the typed word. */
  maxExpansions: 40,
  /**
   * Weights of the ways a word can match: its stem, other stems of the same word, derived words
   * (the stem plus up to three letters: «створити» → «створення»), completions of the last word, typos, synonyms.
   */
  boosts: { exact: 1, sameWord: 0.8, shorterStem: 0.5, derived: 0.4, prefix: 0.45, fuzzy: 0.3, synonym: 0.9 },
  /**
   * Field weights: a page title or a heading outranks body text; code and breadcrumbs only tip the balance.
   * `slug` is the page's URL path (`api json send_sms`): it names the API family and method.
   */
  fields: { title: 8, description: 6, heading: 5, slug: 3, parent: 1.5, crumbs: 0.5, tags: 1, text: 1, code: 0.3 },
  /**
   * Pages with some of the words: their score is multiplied by the share of words they have to this
   * power; next to pages with every word, they are kept when they reach `keepPartial` of the best such score.
   */
  relaxation: { coverageExponent: 1.5, keepPartial: 0.3 },
  /**
   * Query words next to each other in a page or section multiply its score by up to 1 + weight; checked for the first
   * `pages`. Small enough that a passing phrase («підпис вебхука» in a table of mistakes) does not lift a page above the
   * one whose whole text is about the words (0.3 and 0.5 rank the tuning half alike).
   */
  proximity: { weight: 0.3, pages: 20 },
  /**
   * The first `proximity.pages` pages: their score is multiplied by up to 1 + weight, by the share of the query's words
   * that are in the page title (their stems, derived words or synonyms). Chosen on the tuning half (0.3, 0.6 and 1 tried).
   * `name`: and by up to 1 + name more when the query is the page's name (every query word in the title, times the
   * share of the title's words in the query): «налаштування api» is the page «Налаштування API», not a section
   * «Що можна налаштувати». On the tuning halves 0.5, 1 and 2 were tried: 1 raised MRR everywhere, 2 lost a question.
   */
  titleWords: { weight: 0.6, name: 1 },
  /** Sections (heading ids) every page has: "Related pages" link lists weigh this share of their score. */
  boilerplate: { sections: ["related"] as readonly string[], weight: 0.1 },
  /**
   * Pages of the administrators' manual: their score is multiplied by `weight` unless a query word matches `words`
   * (адмін, адміністратор, админка, суперадмин…). Most readers are clients, and the admin manual describes the same
   * things (reports, sender names, support) from the staff's side.
   */
  adminPages: { prefix: "/admin/", weight: 0.5, words: /^(?:супер)?(?:адмін|админ)/ },
  /**
   * Query understanding (rewrite.ts): `spellings` Cyrillic readings tried per Latin word. `language`: a word of the
   * other locale's docs is read as the word of this locale's parallel sections that shares most of its sections
   * (Jaccard) at `minShare` at least, looked for among the terms of at most `sections` of those sections.
   */
  rewrite: { spellings: 16, language: { minShare: 0.3, sections: 40 } },
  /**
   * Codes in a query (engine.ts `codesOf`): a page whose section with the code has a heading matching `defines` is
   * multiplied by 1 + `weight`, and by 1 + `titleWeight` when its title matches too (a reference of codes).
   * `contextWords`: a query word that makes any number in it a code.
   */
  codes: {
    weight: 1,
    titleWeight: 2,
    defines: /код|коди|коды|помил|ошиб|error|reason|причин/i,
    reference: /коди|коды|codes/i,
    contextWords: /^(?:код|коди|коды|кода|коду|помилк|ошибк|error|status|статус|http|code)/,
  },
  /** Results pages and sections shown on /search and in the navbar suggestions. */
  page: { maxPages: 10, sectionsPerPage: 3, excerptLength: 220 },
  suggest: { maxPages: 6, sectionsPerPage: 3, excerptLength: 110 },
  /** At most this many `_highlight` terms are passed to a target page. */
  maxHighlightTerms: 8,
  /** Suggestions wait this long after the last keystroke; the search page updates its URL with the same delay. */
  debounceMs: 150,
  /**
   * Memos of pure work on what readers type, per locale, bounded by (estimated) heap bytes: word → stem
   * (the docs' own words take about 1 MB), and prefix or typo → index terms.
   */
  memoBytes: { stems: 4 * 1024 * 1024, expansions: 4 * 1024 * 1024 },
  /**
   * Searches run one at a time (`search.server.ts`); when `maxWaiting` already wait, a new one is answered 503 with
   * Retry-After. A search and its page take ~12 ms here, so 16 waiting is a wait of about 0.2 s; 8 readers
   * searching without pause never fill it.
   */
  busy: { maxWaiting: 16, retryAfterSeconds: 2 },
  /** Docs versions with an index; `version` values not listed here are ignored. */
  versions: ["current"] as readonly string[],
  defaultVersion: "current",
} as const;

export type FieldName = keyof typeof searchConfig.fields;
