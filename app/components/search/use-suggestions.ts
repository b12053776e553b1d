import { useEffect, useState } from "react";
import { searchConfig, type SearchResponse } from "../../lib/search";

export interface Suggestions {
  /** The latest answer for the current input (null while nothing was asked yet). */
  data: SearchResponse | null;
  loading: boolean;
}

/**
 * Suggestions from the JSON route, as the reader types: one request per pause in typing
 * (debounced), and a newer keystroke aborts the request still in flight, so answers never arrive out of order.
 */
export function useSuggestions(query: string, endpoint: string, ctx: string | null): Suggestions {
  const [state, setState] = useState<Suggestions>({ data: null, loading: false });
  const q = query.trim();
  useEffect(() => {
    if (!q) {
      setState({ data: null, loading: false });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ data: previous.data, loading: true }));
    const timer = window.setTimeout(() => {
      const params = new URLSearchParams({ q });
      if (ctx) params.set("ctx", ctx);
      fetch(`${endpoint}?${params}`, { signal: controller.signal, headers: { Accept: "application/json" } })
        .then((response) => response.json() as Promise<SearchResponse>)
        .then((data) => setState({ data, loading: false }))
        .catch(() => {
          if (!controller.signal.aborted) setState({ data: null, loading: false });
        });
    }, searchConfig.debounceMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [q, endpoint, ctx]);
  return state;
}
