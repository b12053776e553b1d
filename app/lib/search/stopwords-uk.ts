/**
 * Ukrainian stop words: pronouns, prepositions, conjunctions, particles and auxiliary verbs.
 * lunr-languages has no Ukrainian and the installed stemmer package ships none, so the list is ours:
 * function words only, nothing that names a thing in these docs (as opposed to lunr.ru's list, see analyzer.ts).
 * Written without apostrophes, the form words are matched in (see foldWord). Possessive pronouns in all their case
 * forms: «з мого сайту», «на нашому акаунті» ask about a site and an account (a form left out became a required word).
 */
const words = `
а аби або адже але ані б би бо був була були було бути буде будуть в вам вами вас ваш ваша ваше ваші
вашого вашої вашу ви від він вона вони воно все всі всього вже втім
де для до його її їй їм їх з за зі і із й коли куди лише ми мене мені мій мною моя на навіть над нам нас
наш наша наше наші не немає ні ніж них ним ними нього неї ній нім о об однак оце ось от отже по поки
під після при про проте саме свій своє свого своєї свою своїх своїм себе собі та так також там те теж
ти то тобто того той тому ту тут у усе усі це цей ці цим цими цих цієї цій цього цю через чи чим що щоб
щодо я є як яка яке який які якої якому яким якими яких якою якщо ж же ще чому навіщо звідки скільки
мого моєї моєму моїй мою мої моє моїх моїм моїми моєю твій твоя твоє твої твого твоєї твоєму твоїй твою твоїх твоїм
своєму своїй своєю своїми нашого нашої нашому нашій нашу нашим наших нашими нашою вашому вашій вашим ваших вашими вашою
`;

export const ukrainianStopWords: ReadonlySet<string> = new Set(words.split(/\s+/).filter(Boolean));
