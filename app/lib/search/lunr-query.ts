/**
 * The one kind of lunr query the engine runs — optional clauses of whole index terms, no pipeline, no wildcard,
 * each over all fields or a list of them — answered with lunr's own arithmetic but without the work `Index.query`
 * does for what we never ask: a token-set walk per clause (our terms are index terms already), a `lunr.Set` of every
 * posting (only required and prohibited clauses read it), a `MatchData` with cloned metadata per field of every
 * matching document, and `FieldRef`s parsed back from strings. That work was half the time of a suggestion.
 *
 * Results are the same as `index.query` gives, to the bit: documents in the same order (the order lunr first meets
 * them, then sorted by score with the same stable sort), scores summed field by field in the same order with lunr's
 * own `Vector.similarity`, and each document's matched terms and fields in the same order (lunr's
 * `MatchData.combine` order; `lunr-query.test.ts` compares both on real queries).
 */
import lunr from "lunr";

export interface OptionalClause {
  term: string;
  boost: number;
  /** The fields to look in; all of the index's fields when absent. */
  fields?: readonly string[];
}

/** What the engine reads of a lunr result: `matchData.metadata` maps each matched term to the fields it matched in. */
export interface QueryResult {
  ref: string;
  score: number;
  matchData: { metadata: Record<string, Record<string, object>> };
}

/** The parts of a loaded lunr.Index that @types/lunr does not declare. */
interface IndexInternals {
  invertedIndex: Record<string, Record<string, Record<string, object>> & { _index: number }>;
  fieldVectors: Record<string, lunr.Vector>;
  fields: string[];
}

/** Metadata objects shared by every match: the index stores none (empty whitelist), and nothing writes to them. */
const EMPTY: object = Object.freeze(Object.create(null) as object);

/** The value a lunr vector holds for `termIndex` (its elements are index, value, index, value…, by index), or 0. */
function valueAt(vector: lunr.Vector, termIndex: number): number {
  const elements = (vector as unknown as { elements: number[] }).elements;
  let low = 0;
  let high = elements.length / 2 - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = elements[middle * 2] ?? 0;
    if (at === termIndex) return elements[middle * 2 + 1] ?? 0;
    if (at < termIndex) low = middle + 1;
    else high = middle - 1;
  }
  return 0;
}

export function optionalQuery(index: lunr.Index): (clauses: readonly OptionalClause[]) => QueryResult[] {
  const { invertedIndex, fieldVectors, fields: allFields } = index as unknown as IndexInternals;
  return (clauses) => {
    // lunr reads a query without clauses as "not nothing": every document, score 0. The engine never asks it.
    if (clauses.length === 0) return index.query(() => undefined) as unknown as QueryResult[];
    // Per field, the clauses' terms with their boosts: lunr's query vector (its upsert keeps them ordered by term index).
    const queryVectors = new Map<string, lunr.Vector>();
    const boostOf = new Map<string, number>();
    const termIndexOf = new Map<string, number>();
    // "field/ref" → the terms it matched, in clause order (lunr's matchingFields, keyed and ordered the same way).
    const matchingFields = new Map<string, { ref: string; field: string; terms: string[] }>();
    for (const clause of clauses) {
      // lunr would expand the term through its token set: an index term expands to itself, anything else to nothing.
      if (!Object.hasOwn(invertedIndex, clause.term)) continue;
      const posting = invertedIndex[clause.term];
      if (!posting) continue;
      boostOf.set(clause.term, clause.boost);
      termIndexOf.set(clause.term, posting._index);
      for (const field of clause.fields ?? allFields) {
        const fieldPosting = posting[field] ?? {};
        let vector = queryVectors.get(field);
        if (!vector) queryVectors.set(field, (vector = new lunr.Vector([])));
        vector.upsert(posting._index, clause.boost, (a, b) => a + b);
        for (const ref of Object.keys(fieldPosting)) {
          const fieldRef = `${field}/${ref}`;
          const known = matchingFields.get(fieldRef);
          if (known) known.terms.push(clause.term);
          else matchingFields.set(fieldRef, { ref, field, terms: [clause.term] });
        }
      }
    }
    const byTermIndex = (a: string, b: string) => (termIndexOf.get(a) ?? 0) - (termIndexOf.get(b) ?? 0);
    const results: QueryResult[] = [];
    const matches = new Map<string, QueryResult>();
    for (const [fieldRef, { ref, field, terms }] of matchingFields) {
      const queryVector = queryVectors.get(field);
      const fieldVector = fieldVectors[fieldRef];
      // lunr's Vector.similarity: dot product over the terms both vectors have, in term-index order, over the query
      // vector's magnitude. The terms both have are exactly the ones this field matched (the field vector and the
      // postings come from the same tokens), so they are looked up instead of walking the whole field vector.
      let dot = 0;
      if (queryVector && fieldVector) {
        for (const term of terms.length > 1 ? [...terms].sort(byTermIndex) : terms)
          dot += (boostOf.get(term) ?? 0) * valueAt(fieldVector, termIndexOf.get(term) ?? -1);
      }
      const score = queryVector ? dot / queryVector.magnitude() || 0 : 0;
      const match = matches.get(ref);
      if (match) {
        match.score += score;
        // MatchData.combine: terms not seen yet are appended, fields added under terms already there.
        const metadata = match.matchData.metadata;
        for (const term of terms) (metadata[term] ??= Object.create(null) as Record<string, object>)[field] ??= EMPTY;
      } else {
        const metadata = Object.create(null) as Record<string, Record<string, object>>;
        for (const term of terms) {
          const byField = Object.create(null) as Record<string, object>;
          byField[field] = EMPTY;
          metadata[term] = byField;
        }
        const created = { ref, score, matchData: { metadata } };
        matches.set(ref, created);
        results.push(created);
      }
    }
    return results.sort((a, b) => b.score - a.score);
  };
}
