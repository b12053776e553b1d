/**
 * Other forms of a query word that neither light stemmer joins to it: the verb of a verbal noun
 * («обмеження» → «обмежити», «удаление» → «удалить»), the infinitive of an imperative
 * («скасуйте» → «скасувати», «видаліть» → «видалити») and, the other way, the imperative of an infinitive
 * whose з alternates with ж: readers ask «де вказати», «где указать», the pages instruct «вкажіть», «укажите».
 * (Not с → ш: «напишіть» is on most pages, «напишіть менеджеру», and «написати в техпідтримку» lost its page to them.)
 * The stems cut these apart: «обмежен» and «обмеж», «скасуйт» and «скасув», «указа» and «укаж», and a shorter
 * prefix of the word does not reach the other form's stem.
 *
 * Only the query side uses this (the index keeps its terms): a form is looked up like any word, and
 * forms that are not words of the docs simply find nothing. Rules apply to Cyrillic words of at
 * least six letters, so short nouns that happen to end like an imperative («чай», «край») stay alone.
 * The forms are candidates, not a dictionary: where a consonant alternates («підтвердження» →
 * «підтвердити», «очищення» → «очистити») both spellings are offered.
 */
import type { Locale } from "../../../site.config";

const MIN_LENGTH = 6;

/** Consonants before the verbal-noun suffix and what they are in the verb (дж → д, щ → ст, ш → с, ж → з). */
const alternations: readonly (readonly [RegExp, string])[] = [
  [/дж$/, "д"],
  [/жд$/, "д"],
  [/щ$/, "ст"],
  [/ш$/, "с"],
  [/ж$/, "з"],
  [/ч$/, "т"],
  // «відправлення», «отправление»: the л after a labial belongs to the noun only.
  [/([бпвмф])л$/, "$1"],
];

function bases(base: string): string[] {
  const forms = [base];
  for (const [pattern, replacement] of alternations) if (pattern.test(base)) forms.push(base.replace(pattern, replacement));
  return forms;
}

/** A suffix rule: `pattern`'s first group is the base, `endings` what the base takes in the other form. */
interface Rule {
  pattern: RegExp;
  endings: readonly string[];
  /** Try the base with its consonant alternations as well. */
  alternate?: boolean;
}

const rules: Record<Locale, readonly Rule[]> = {
  uk: [
    // Verbal nouns in any case: скасування, обмеження(м), надсилань, видаленні.
    { pattern: /^(.{3,}?)ув(?:ання|анням|анні|анню|ань|аннями|аннях)$/, endings: ["увати"] },
    { pattern: /^(.{3,}?)(?:ення|енням|енні|енню|ень|еннями|еннях)$/, endings: ["ити"], alternate: true },
    { pattern: /^(.{3,}?)(?:ання|анням|анні|анню|ань|аннями|аннях)$/, endings: ["ати"] },
    // Imperatives: скасуйте/скасуй, використовуйте, додайте, перевіряйте, відкрийте, видаліть, натисніть, перевірте.
    { pattern: /^(.{3,}?)(?:уйте|уй)$/, endings: ["увати"] },
    { pattern: /^(.{3,}?)(?:юйте|юй)$/, endings: ["ювати"] },
    { pattern: /^(.{3,}?)(?:айте|ай)$/, endings: ["ати"] },
    { pattern: /^(.{3,}?)(?:яйте|яй)$/, endings: ["яти"] },
    { pattern: /^(.{3,}?)ийте$/, endings: ["ити"] },
    { pattern: /^(.{3,}?)(?:іть|іте)$/, endings: ["ити", "ути"] },
    { pattern: /^(.{3,}?[бвгґджзклмнпрстфхцчшщ])те$/, endings: ["ити"] },
    // Infinitives whose imperative changes з → ж: вказати → вкажіть, показати → покажіть, зв'язатися → зв'яжіться.
    { pattern: /^(.{2,}?)зати$/, endings: ["жіть"] },
    { pattern: /^(.{2,}?)затися$/, endings: ["жіться"] },
  ],
  ru: [
    // Verbal nouns: ограничение, удаления, использованием, написании.
    { pattern: /^(.{3,}?)ов(?:ание|ания|анию|анием|ании|аний)$/, endings: ["овать"] },
    { pattern: /^(.{3,}?)(?:ение|ения|ению|ением|ении|ений)$/, endings: ["ить"], alternate: true },
    { pattern: /^(.{3,}?)(?:ание|ания|анию|анием|ании|аний)$/, endings: ["ать"] },
    // Infinitives whose imperative changes з → ж: указать → укажите, показать → покажите, связаться → свяжитесь.
    { pattern: /^(.{2,}?)зать$/, endings: ["жите"] },
    { pattern: /^(.{2,}?)заться$/, endings: ["житесь"] },
  ],
};

/**
 * Other forms of a folded word, most likely first; the word itself is not among them.
 * «обмеження» → ["обмежити", "обмезити"]; «скасуйте» → ["скасувати"]; «баланс» → [].
 */
export function otherForms(locale: Locale, folded: string): string[] {
  if (folded.length < MIN_LENGTH || !/^[\p{Script=Cyrillic}]+$/u.test(folded)) return [];
  for (const { pattern, endings, alternate } of rules[locale]) {
    const base = pattern.exec(folded)?.[1];
    if (!base) continue;
    const forms = (alternate ? bases(base) : [base]).flatMap((b) => endings.map((ending) => b + ending));
    return [...new Set(forms)].filter((form) => form !== folded);
  }
  return [];
}
