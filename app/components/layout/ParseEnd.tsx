/**
 * The last child of a block whose layout depends on what comes after its start: the navbar, the
 * footer, a table (columns sized by every row). A browser on a slow network paints a document before
 * it is parsed, and a half-parsed block (a <details> without its <summary>, a table with half its
 * rows) moves when the rest arrives. The stylesheet keeps such a block hidden until its mark is in.
 */
export function ParseEnd() {
  return <span className="parse-end" hidden />;
}
