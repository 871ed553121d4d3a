/**
 * Words that mark a text as English (docs/decisions/059-one-language.md). Only words that are not also
 * Indonesian are listed: 'status', 'total', 'admin', 'member', 'login', 'email', 'password', 'data',
 * 'online', 'transfer', 'file' and 'logout' are written as they are in Indonesian, so an Indonesian text never
 * trips it.
 */
const ENGLISH = new Set(
  `a an the and or but not yes of to for from with without by at on in into is are was were be been
  this that these those it its you your we our they their he she his her please can cannot could would
  should must may might will shall do does did done has have had there here what which who when where why
  how all any each every some more most less many much only also just than then too very again
  add added edit edited delete deleted remove removed save saved cancel cancelled canceled close open
  create created update updated confirm confirmed submit send sent upload uploaded download view show
  hide search find found loading load loaded failed fail error errors invalid required missing unknown
  wrong try later successfully success sorry enter choose select selected change changed
  new old next previous back home page pages list empty none nothing something everything
  order orders product products category categories user users customer customers item items cart price
  prices stock amount quantity date dates today time name names address addresses phone number numbers
  location locations payment payments paid unpaid pending processing shipped delivered
  receipt proof files image images photo photos account accounts role roles sign
  between least characters character long short requests access allowed denied forbidden exists exist
  already`
    .split(/\s+/)
    .filter(Boolean),
);

/** The English words of a text, lower case and in order. A token with digits ('#a1b2c3', '5mb') is no word. */
export function englishWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? []).filter((w) => ENGLISH.has(w));
}
