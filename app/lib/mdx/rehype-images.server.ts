/**
 * Content images get their intrinsic size (no layout shift while they load), and the first one,
 * when it sits near the top of the page, loads at once: it is often the largest paint, which a
 * lazy image would delay. Every other image stays lazy. Screenshots (`/img/…svg`) are marked for their dark variant.
 */
import fs from "node:fs";
import path from "node:path";
import type { Element, Root } from "hast";
import { visit } from "unist-util-visit";
import { svgSize, type ImageSize } from "./image-size";

/** Where `/img/…` lives: the source tree in development, the build in the runtime image (which has no public/). */
const ROOTS = [path.resolve("public"), path.resolve("build/client")];
/** Top-level blocks before the first image for it to count as near the top. */
const NEAR_TOP_BLOCKS = 6;

const sizes = new Map<string, ImageSize | null>();

function sizeOf(src: string): ImageSize | null {
  if (!src.startsWith("/img/") || !src.endsWith(".svg") || src.includes("..")) return null;
  if (!sizes.has(src)) {
    const file = ROOTS.map((root) => path.join(root, src)).find((candidate) => fs.existsSync(candidate));
    sizes.set(src, file ? svgSize(fs.readFileSync(file, "utf8")) : null);
  }
  return sizes.get(src) ?? null;
}

function classList(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : typeof value === "string" ? value.split(/\s+/).filter(Boolean) : [];
}

export function rehypeImages() {
  return (tree: Root) => {
    let first = true;
    const blocks = tree.children.filter((child) => child.type === "element" || child.type === "mdxJsxFlowElement");
    blocks.forEach((block, index) => {
      visit(block, "element", (node: Element) => {
        if (node.tagName !== "img") return;
        const size = typeof node.properties.src === "string" ? sizeOf(node.properties.src) : null;
        if (size && node.properties.width === undefined && node.properties.height === undefined) {
          node.properties.width = size.width;
          node.properties.height = size.height;
        }
        // Cabinet screenshots are drawn on white: the stylesheet gives them a dark variant in dark mode.
        if (size) node.properties.className = [...classList(node.properties.className), "screenshot"];
        if (first && index < NEAR_TOP_BLOCKS) {
          node.properties.loading = "eager";
        }
        first = false;
      });
    });
  };
}
