import { describe, expect, it } from "vitest";
import { synonymsOf } from "./synonyms";

describe("synonymsOf", () => {
  it("maps spoken names to Latin ones and back", () => {
    expect(synonymsOf("вайбер")).toEqual(["viber"]);
    expect(synonymsOf("webhook")).toEqual(["вебхук"]);
    expect(synonymsOf("смс")).toContain("sms");
  });

  it("follows Cyrillic inflections of long names only", () => {
    expect(synonymsOf("вайбері")).toContain("viber");
    expect(synonymsOf("вебхуками")).toContain("webhook");
    expect(synonymsOf("viberbot")).toEqual([]);
    expect(synonymsOf("смсм")).toEqual([]);
  });

  it("joins irregular forms of «ім'я»", () => {
    expect(synonymsOf("імя")).toContain("імені");
  });
});
