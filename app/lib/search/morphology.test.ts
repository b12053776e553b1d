import { describe, expect, it } from "vitest";
import { getAnalyzer } from "./analyzer";
import { otherForms } from "./morphology";

const uk = getAnalyzer("uk");
const ru = getAnalyzer("ru");
/** Whether one of the other forms of `word` stems to the term of `verb` (what the query side needs). */
const reaches = (locale: "uk" | "ru", word: string, verb: string) => {
  const analyzer = locale === "uk" ? uk : ru;
  return otherForms(locale, word).some((form) => analyzer.term(form) === analyzer.term(verb));
};

describe("otherForms", () => {
  it("leads a Ukrainian verbal noun, in any case, to its verb", () => {
    expect(otherForms("uk", "обмеження")).toContain("обмежити");
    expect(reaches("uk", "обмеженням", "обмежити")).toBe(true);
    expect(reaches("uk", "скасування", "скасувати")).toBe(true);
    expect(reaches("uk", "надсилання", "надсилати")).toBe(true);
    // The stems alone do not meet: that is why the forms are needed.
    expect(uk.term("обмеження")).not.toBe(uk.term("обмежити"));
  });

  it("follows the consonant alternations of verbal nouns", () => {
    expect(reaches("uk", "відправлення", "відправити")).toBe(true);
    expect(reaches("uk", "підтвердження", "підтвердити")).toBe(true);
    expect(reaches("uk", "очищення", "очистити")).toBe(true);
    expect(reaches("ru", "отправление", "отправить")).toBe(true);
  });

  it("leads a Ukrainian imperative to its infinitive", () => {
    expect(otherForms("uk", "скасуйте")).toEqual(["скасувати"]);
    expect(reaches("uk", "заблокуйте", "заблокувати")).toBe(true);
    expect(reaches("uk", "видаліть", "видалити")).toBe(true);
    expect(reaches("uk", "додайте", "додати")).toBe(true);
    expect(reaches("uk", "перевірте", "перевірити")).toBe(true);
    expect(uk.term("скасуйте")).not.toBe(uk.term("скасувати"));
  });

  it("leads a Russian verbal noun to its verb", () => {
    expect(reaches("ru", "ограничение", "ограничить")).toBe(true);
    expect(reaches("ru", "удаления", "удалить")).toBe(true);
    expect(reaches("ru", "использованием", "использовать")).toBe(true);
    expect(ru.term("ограничение")).not.toBe(ru.term("ограничить"));
  });

  it("leads an infinitive whose consonant alternates to the imperative the pages instruct with", () => {
    // «Вкажіть адресу вебхука», «Укажите адрес вебхука»: the pages' own words.
    expect(otherForms("uk", "вказати")).toEqual(["вкажіть"]);
    expect(reaches("uk", "вказати", "вкажіть")).toBe(true);
    expect(reaches("uk", "звязатися", "звяжіться")).toBe(true);
    expect(otherForms("ru", "указать")).toEqual(["укажите"]);
    expect(reaches("ru", "связаться", "свяжитесь")).toBe(true);
    // Not с → ш: «напишіть» is an instruction on most pages.
    expect(otherForms("uk", "написати")).toEqual([]);
    // The stems alone do not meet.
    expect(uk.term("вказати")).not.toBe(uk.term("вкажіть"));
    expect(ru.term("указать")).not.toBe(ru.term("укажите"));
  });

  it("leaves other words alone", () => {
    expect(otherForms("uk", "баланс")).toEqual([]);
    expect(otherForms("uk", "чай")).toEqual([]);
    expect(otherForms("uk", "webhook")).toEqual([]);
    expect(otherForms("ru", "рассылка")).toEqual([]);
    // Ukrainian rules are not applied to Russian words and the other way round.
    expect(otherForms("ru", "скасуйте")).toEqual([]);
  });
});
