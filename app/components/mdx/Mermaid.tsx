/** Diagram source, kept readable without JavaScript; the browser renders it when the renderer loads. */
export function Mermaid({ chart }: { chart: string }) {
  return (
    <figure className="mermaid" data-mermaid="">
      <pre className="mermaid__source">
        <code>{chart}</code>
      </pre>
    </figure>
  );
}
