import type { Segment } from "../../lib/search";

/** Text with the matched words in <mark>; segments are text, so nothing in them is ever parsed as HTML. */
export function Marked({ segments }: { segments: readonly Segment[] }) {
  return <>{segments.map((segment, i) => (segment.mark ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>))}</>;
}

/** "Документація › Посібник клієнта" as one line of text. */
export function Crumbs({ crumbs, className }: { crumbs: readonly string[]; className: string }) {
  return crumbs.length ? <span className={className}>{crumbs.join(" › ")}</span> : null;
}
