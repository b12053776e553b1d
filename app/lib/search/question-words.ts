/**
 * Words of a question that say how it is asked, not what about: «як», «чому», «что такое», «как узнать»,
 * «що робити», «нужен». A query needs every word it has, so «зачем нужен api ключ» would need «нужен» on the
 * page; these words are dropped from a query that has other words, in both languages on both sites (readers
 * mix them), and so are the possessive pronouns lunr.ru's stop words lack («на свой сервер», «с моего сайта»; the
 * Ukrainian list has them all) and English prepositions (`sms via api`, `top up by card`: the docs are not in
 * English). The stop-word lists already drop some of them; this list is for the query side only.
 */
import { editDistance } from "./did-you-mean";

const words = `
як чому навіщо нащо де коли скільки що хто який яка яке які куди звідки
можна можливо потрібно потрібен потрібна потрібні треба необхідно
робити зробити дізнатися дізнатись бачити подивитися взяти означає означають таке можу працює працюють
будь ласка підкажіть скажіть допоможіть хочу мені мене вийде виходить небудь якось
різниця різниці відрізняється відрізняються взагалі зараз дякую
как почему зачем где когда сколько что кто какой какая какое какие куда откуда
можно возможно нужно нужен нужна нужны надо необходимо
делать сделать узнать посмотреть взять означает означают могу работает работают
пожалуйста подскажите скажите помогите хочу мне меня такое такой это получится нибудь либо
разница разницы отличается отличаются вообще сейчас спасибо
шо шоб шобы чо чё че скока скоко чего нада
моего моей моему моим моих мое мою свой своя своим твоего твоей твоему твоим твоих твое твою
нашего нашей нашему нашим наших нашими нашу вашего вашей вашему вашим ваших вашими вашу
what how why where when which who can do does is are the a an to i my
for of via with by in on from into at per using use your our please
`;

export const questionWords: ReadonlySet<string> = new Set(words.split(/\s+/).filter(Boolean));

/** Question words long enough that a word one edit away is that word mistyped, not another word. */
const typoProneQuestionWords = [...questionWords].filter((word) => word.length >= 5);

/**
 * Whether a query word only asks how: a question word, or, when the index has no such word (`indexed` false), one
 * typed with one slip («зделать», «скилько», «почиму»). Words under five letters are left alone: «як» and «де» are
 * one edit from too many real words.
 */
export function asksOnly(word: string, indexed: boolean): boolean {
  if (questionWords.has(word)) return true;
  if (indexed || word.length < 5) return false;
  return typoProneQuestionWords.some((question) => editDistance(word, question, 1) <= 1);
}
