import type { ReactNode } from "react";
import { ParseEnd } from "../layout/ParseEnd";

/**
 * Every table's wrapper: focusable so keyboard users can scroll a wide table, and ended by the parse mark
 * without which the stylesheet keeps a table hidden (ParseEnd.tsx). One component, so no table can lack it.
 */
export function TableScroll({ children }: { children: ReactNode }) {
  return (
    <div className="table-wrapper" tabIndex={0}>
      {children}
      <ParseEnd />
    </div>
  );
}
