import 'server-only';

/**
 * How the search reads text in either language: letters folded so that spellings a reader treats
 * as the same word match, and Arabic words also under their forms without the article and the
 * one-letter prefixes, so «منافسة» finds «المنافسة» and «والمنافسات».
 */

/** Letters written several ways in Arabic, each folded to the one a search box most often gets. */
const arabicFolds: Readonly<Record<string, string>> = {
  ٱ: 'ا', // alef wasla (أ إ آ lose their hamza or madda as marks, below)
  ى: 'ي',
  ة: 'ه',
  ـ: '', // tatweel, a stretch with no meaning
};

const arabicIndicZero = 0x0660;
const extendedIndicZero = 0x06f0;

/** One character as the search reads it: lower case, no diacritics or tashkeel, folded, Latin digits. */
function foldChar(char: string): string {
  const code = char.codePointAt(0)!;
  if (code >= arabicIndicZero && code <= arabicIndicZero + 9) return String(code - arabicIndicZero);
  if (code >= extendedIndicZero && code <= extendedIndicZero + 9)
    return String(code - extendedIndicZero);
  // NFKD splits أ إ آ ؤ ئ into a letter and a hamza or madda mark, and é into e and an accent.
  const base = char.toLocaleLowerCase('en').normalize('NFKD').replace(/\p{M}/gu, '');
  return [...base].map((c) => arabicFolds[c] ?? c).join('');
}

const foldedLetters = /[ٱىةـ]/g;
const indicDigits = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** Text as the search reads it (foldChar's rules, applied to the whole text at once: faster). */
export function normalise(text: string): string {
  return text
    .toLocaleLowerCase('en')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(foldedLetters, (letter) => arabicFolds[letter]!)
    .replace(indicDigits, foldChar);
}

/**
 * Text as the search reads it, with where each of its characters came from in `text`, so a
 * match found in the folded text (which may be shorter: tashkeel, tatweel) can be cut from the
 * original.
 */
export function normaliseWithOffsets(text: string): { folded: string; offsets: number[] } {
  let folded = '';
  const offsets: number[] = [];
  let index = 0;
  for (const char of text) {
    for (const out of foldChar(char)) {
      folded += out;
      offsets.push(index);
    }
    index += char.length;
  }
  return { folded, offsets };
}

const arabicLetter = /\p{Script=Arabic}/u;
/** The article with the prefixes that attach before it: وال، فال، بال، كال، and لل (ل + ال). */
const articleForms = /^(?:[وفبك]?ال|[وف]?لل)/;
/** A conjunction or preposition written onto the word: و، ف، ب، ك، ل. */
const oneLetterPrefix = /^[وفبكل]/;
/** A word shorter than this after stripping was not a prefix and a word, but one word. */
const shortestStem = 3;

/** The word without the article (and what attaches before it), if what remains is a word. */
function withoutArticle(word: string): string | undefined {
  const stem = word.replace(articleForms, '');
  return stem !== word && stem.length >= shortestStem ? stem : undefined;
}

/**
 * The forms of a (normalised) word a query may match: itself, and for an Arabic word its
 * form without the article and prefixes, and without one letter that may be a prefix («وصلة»
 * stays findable as itself: every form is kept, none replaces the word).
 */
export function wordForms(word: string): string[] {
  if (!arabicLetter.test(word)) return [word];
  const forms = new Set([word]);
  const stem = withoutArticle(word);
  if (stem) forms.add(stem);
  if (oneLetterPrefix.test(word) && word.length - 1 >= shortestStem + 1) forms.add(word.slice(1));
  return [...forms];
}

/** Endings of the feminine, the plural and the dual: «منافسات» and «منافسة» search as «منافس». */
const arabicEndings = /(?:ات|ون|ين|ان|ه)$/;

/**
 * A (normalised) query word as the search looks for it: an Arabic word without its article and
 * prefixes and without a plural or feminine ending, so it finds every form (words match by
 * their beginning).
 */
export function queryForm(word: string): string {
  if (!arabicLetter.test(word)) return word;
  const stem = withoutArticle(word) ?? word;
  const bare = stem.replace(arabicEndings, '');
  return bare.length >= shortestStem ? bare : stem;
}
