import { describe, expect, it } from "vitest";
import { svgSize } from "./image-size";

describe("svgSize", () => {
  it("reads width and height from the root element", () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="440" viewBox="0 0 800 440">')).toEqual({
      width: 800,
      height: 440,
    });
  });

  it("falls back to the viewBox when the size is missing or relative", () => {
    expect(svgSize('<?xml version="1.0"?>\n<svg viewBox="0 0 1300 600">')).toEqual({ width: 1300, height: 600 });
    expect(svgSize('<svg width="100%" height="100%" viewBox="0,0,640,360">')).toEqual({ width: 640, height: 360 });
  });

  it("gives nothing for a file that declares no size", () => {
    expect(svgSize("<svg><rect/></svg>")).toBeNull();
    expect(svgSize("not an svg")).toBeNull();
  });
});
