import lunr from "lunr";
import { describe, expect, it } from "vitest";
import { optionalQuery, type OptionalClause } from "./lunr-query";

/** Terms are given already analysed, as the engine's index has them (empty pipelines, whitespace tokenizer). */
function buildIndex(): lunr.Index {
  const builder = new lunr.Builder();
  builder.ref("id");
  builder.field("title", { boost: 8 });
  builder.field("heading", { boost: 5 });
  builder.field("parent", { boost: 1.5 });
  builder.field("text", { boost: 1 });
  builder.metadataWhitelist = [];
  const docs = [
    { title: "баланс поповнен", heading: "", parent: "", text: "баланс рахунк 429 ліміт поповнен картк" },
    { title: "", heading: "помилк 429", parent: "баланс поповнен", text: "код 429 означа ліміт запит" },
    { title: "", heading: "ліміт", parent: "баланс поповнен", text: "ліміт запит на секунд 2 баланс" },
    { title: "статус доставк", heading: "", parent: "", text: "статус 2 доставлен 429 звіт" },
    { title: "", heading: "звіт", parent: "статус доставк", text: "звіт статус доставк баланс" },
  ];
  docs.forEach((doc, id) => builder.add({ id: String(id), ...doc }));
  return lunr.Index.load(JSON.parse(JSON.stringify(builder.build())) as object);
}

/** What the engine reads of a result: ref, score, and the matched terms with their fields, in order. */
const shape = (results: lunr.Index.Result[] | ReturnType<ReturnType<typeof optionalQuery>>) =>
  results.map((r) => ({
    ref: r.ref,
    score: r.score,
    terms: Object.entries(r.matchData.metadata as Record<string, object>).map(([term, fields]) => [term, Object.keys(fields)]),
  }));

function viaLunr(index: lunr.Index, clauses: OptionalClause[]) {
  return index.query((q) => {
    for (const { term, boost, fields } of clauses)
      q.term(term, { usePipeline: false, boost, wildcard: lunr.Query.wildcard.NONE, ...(fields ? { fields: [...fields] } : {}) });
  });
}

describe("optionalQuery", () => {
  const index = buildIndex();
  const query = optionalQuery(index);
  const cases: OptionalClause[][] = [
    [{ term: "баланс", boost: 1 }],
    [
      { term: "ліміт", boost: 1 },
      { term: "429", boost: 0.8 },
      { term: "запит", boost: 0.45, fields: ["title", "heading"] },
    ],
    // Numbers are integer-like keys: lunr's metadata lists them first whatever the clause order.
    [
      { term: "звіт", boost: 1 },
      { term: "2", boost: 0.5 },
      { term: "статус", boost: 0.9 },
      { term: "доставк", boost: 0.3, fields: ["parent", "text"] },
    ],
    [
      { term: "немає", boost: 1 },
      { term: "поповнен", boost: 0.4 },
    ],
    [],
  ];
  it.each(cases.map((clauses, i) => [i, clauses] as const))("answers case %i exactly as lunr's Index.query", (_, clauses) => {
    const expected = shape(viaLunr(index, clauses));
    expect(shape(query(clauses))).toStrictEqual(expected);
  });

  it("finds the documents and orders them by score", () => {
    const refs = query([{ term: "429", boost: 1 }]).map((r) => r.ref);
    expect(refs.sort()).toStrictEqual(["0", "1", "3"]);
  });
});
