/**
 * Whether a row pays a person rather than a firm: a title (`Mr`, `Herr`, `Mme`, `Dhr`), an initial
 * before a surname (`M WEBB`, `J. de Wit`, `D MARTEL`), or a common given name at either end of a
 * two-word name (`Tobias Wendt`, `ROSSO MARCO`), once the channel's own words before the payee
 * (`FPO`, `VIR SEPA EMIS`, `BONIFICO A FAVORE DI`, `ZELLE TO`) are left out. An invoice paid to a
 * person is as often a freelancer's work as a supplier's goods, so the company-invoice step leaves it
 * undecided; an invoice paid to anyone else is read as a supplier's.
 *
 * The given names are the most common in each country's public registers of births (the US Social
 * Security Administration's, England and Wales's ONS lists, Germany's GfdS, France's INSEE, the
 * Netherlands' Meertens Institute, Belgium's Statbel, Italy's ISTAT, Spain's INE, Portugal's IRN,
 * the Nordic statistics offices', Poland's PESEL registry), about the hundred commonest of each over
 * the decades a business's owners and staff were born in (the 1950s on), written without accents,
 * with the short forms people are paid by (`Tom`, `Jess`) and the names of the UK's and the US's
 * larger communities. Names that are also ordinary words, firms' names or common surnames that begin
 * firms' names (`Bill`, `Mark`, `Grant`, `Chase`, `Frank`, `Rose`, `Max`, `Sam` of `Sam's Club`,
 * `Levi`, `Wendy`, `Tiffany`, `Allen`, `Howard`, `Douglas`) are left out, since a payee's name
 * beginning with them says nothing. Adding the longer lists made 53 rows of the labelled corpora
 * right and one wrong that had been right (`ARIANA FLOWERS INV 338`, a florist named after a person).
 */

import { capturedWord, nameTheRowGives } from "./text.js";

const GIVEN_NAMES = new Set([
  // English
  "james", "john", "robert", "michael", "william", "david", "richard", "joseph", "thomas", "charles", "christopher", "daniel", "matthew", "anthony", "donald", "steven", "paul", "andrew", "joshua", "kenneth", "kevin", "brian", "george", "timothy", "ronald", "edward", "jason", "jeffrey", "ryan", "jacob", "gary", "nicholas", "eric", "jonathan", "stephen", "larry", "justin", "brandon", "benjamin", "samuel", "gregory", "alexander", "patrick", "raymond", "dennis", "jerry", "tyler", "aaron", "jose", "adam", "nathan", "zachary", "peter", "kyle", "noah", "ethan", "jeremy", "walter", "christian", "keith", "roger", "terry", "sean", "gerald", "carl", "harold", "arthur", "lawrence", "jesse", "bryan", "joe", "bruce", "gabriel", "willie", "alan", "eugene", "russell", "vincent", "philip", "bobby", "johnny", "bradley", "oliver", "harry", "liam", "lucas", "elijah", "owen", "callum", "connor", "declan", "gareth", "rhys", "dylan", "lewis", "jamie", "craig", "stuart", "neil", "ian", "graham", "colin", "nigel", "trevor", "barry", "darren", "wayne", "shane",
  "mary", "patricia", "jennifer", "linda", "elizabeth", "barbara", "susan", "jessica", "sarah", "karen", "nancy", "lisa", "betty", "margaret", "sandra", "ashley", "kimberly", "emily", "donna", "michelle", "carol", "amanda", "dorothy", "melissa", "deborah", "stephanie", "rebecca", "sharon", "laura", "cynthia", "kathleen", "amy", "angela", "shirley", "anna", "brenda", "pamela", "emma", "nicole", "helen", "samantha", "katherine", "christine", "debra", "rachel", "carolyn", "janet", "catherine", "maria", "heather", "diane", "julie", "olivia", "joyce", "christina", "lauren", "joan", "evelyn", "judith", "megan", "cheryl", "andrea", "hannah", "jacqueline", "martha", "gloria", "teresa", "ann", "sara", "kathryn", "janice", "jean", "abigail", "alice", "judy", "sophia", "grace", "denise", "marilyn", "beverly", "charlotte", "natalie", "diana", "brittany", "danielle", "lorraine", "sophie", "chloe", "lucy", "ellie", "zoe", "gemma", "claire", "louise", "joanne", "siobhan", "aoife", "niamh", "sinead", "fiona", "shona", "kirsty",
  "tom", "dan", "nick", "alex", "chris", "matt", "mark", "mike", "dave", "steve", "jim", "jon", "tony", "kate", "katie", "jess", "becky", "beth", "mateo", "theodore", "aiden", "julian", "isaac", "ezra", "josiah", "isaiah", "elias", "caleb", "adrian", "eli", "nolan", "cameron", "ezekiel", "luca", "jeremiah", "jace", "alfie", "freddie", "oscar", "archie", "reuben", "finley", "jake", "toby", "jenson", "louie", "elliot", "rory", "jude", "ronnie", "albie", "ellis", "finn", "dexter", "isabella", "ava", "amelia", "mia", "camila", "scarlett", "eleanor", "mila", "penelope", "gianna", "ella", "nora", "layla", "isla", "zoey", "emilia", "lillian", "leah", "naomi", "eliana", "aubrey", "audrey", "maya", "madelyn", "delilah", "caroline", "gabriella", "sadie", "ariana", "allison", "hailey", "natalia", "josephine", "cora", "lydia", "madeline", "adeline", "jenna", "erin", "tracy", "tina", "vanessa", "kristen", "kayla", "alyssa", "brianna", "courtney", "freya", "evie", "elsie", "sienna", "phoebe", "matilda", "millie", "esme", "thea", "maisie", "imogen", "lottie", "orla", "beatrice", "mohammed", "muhammad", "mohamed", "ahmed", "omar", "hassan", "hussain", "ibrahim", "yusuf", "fatima", "aisha", "ayesha", "zainab", "maryam", "priya", "rajesh", "amit", "rahul", "sanjay", "deepak", "anil", "sunil", "vijay", "ravi", "arjun", "rohan", "aditya", "anjali", "pooja", "neha", "sunita", "kavita",
  "randy", "dale", "wade", "danny", "jimmy", "randall", "ricky", "rick", "billy", "rodney", "phillip", "gregg", "fred", "kurt", "joel", "clarence", "travis", "jared", "cody", "dustin", "derek", "shawn", "corey", "brett", "marcus", "seth", "casey", "cory", "derrick", "jeffery", "joey", "kristopher", "marc", "micah", "terrence", "trent", "kathy", "dianne", "vicki", "sherry", "ruth", "sheila", "lori", "frances", "virginia", "wanda", "rhonda", "terri", "tonya", "shannon", "jill", "stacy", "stacey", "leslie", "carrie", "natasha", "tanya", "alexis", "haley", "kelsey", "dana", "darlene", "connie", "gail", "peggy", "cindy", "guadalupe", "araceli", "maribel", "leticia", "norma", "irma", "consuelo", "socorro", "rogelio", "armando", "arturo", "jaime", "hector", "ramiro", "efrain", "eduardo", "alfredo", "guillermo", "gerardo", "ernesto", "rodolfo",
  // German
  "hans", "klaus", "jurgen", "juergen", "wolfgang", "stefan", "andreas", "uwe", "dieter", "manfred", "gunter", "guenter", "werner", "horst", "helmut", "gerhard", "matthias", "markus", "tobias", "florian", "sebastian", "jan", "jens", "torsten", "thorsten", "holger", "ralf", "rainer", "bernd", "joachim", "lukas", "leon", "felix", "jonas", "niklas", "moritz", "maximilian", "tim", "dirk", "sven", "kai", "heike", "sabine", "petra", "monika", "ursula", "birgit", "claudia", "susanne", "gabriele", "stefanie", "katrin", "kathrin", "silke", "anja", "tanja", "annett", "anett", "ines", "jutta", "karin", "renate", "ingrid", "brigitte", "julia", "lena", "lea", "leonie", "marie", "johanna", "katharina", "franziska", "melanie", "simone", "kerstin", "martina", "ute",
  "philipp", "fabian", "linus", "emil", "anton", "mira", "ilka", "wiebke", "frauke", "imke", "meike", "maren", "insa", "ronja", "svenja", "tjark", "hauke", "jannik", "malte", "oskar", "jakob", "jorg", "joerg", "carsten", "marcel", "sascha", "lina", "clara", "leni", "luisa", "frieda", "ida", "greta", "nele", "lara", "nina", "jana", "katja", "daniela", "anke", "bettina", "britta", "doris", "elke", "gisela", "manuela", "marion", "nadja", "sonja", "yvonne",
  // French
  "pierre", "michel", "philippe", "alain", "nicolas", "christophe", "laurent", "frederic", "stephane", "olivier", "sebastien", "thierry", "pascal", "julien", "jerome", "yann", "yannick", "guillaume", "mathieu", "antoine", "francois", "jacques", "bernard", "didier", "herve", "gilles", "benoit", "thibault", "theo", "louis", "arnaud", "remi", "nathalie", "isabelle", "sylvie", "francoise", "valerie", "sandrine", "veronique", "celine", "aurelie", "emilie", "camille", "manon", "juliette", "helene", "monique", "martine", "nadine", "corinne", "delphine", "severine", "elodie", "laetitia", "amelie", "margaux",
  "claude", "dominique", "rene", "andre", "serge", "yves", "patrice", "fabrice", "ludovic", "cedric", "damien", "maxime", "romain", "alexandre", "adrien", "quentin", "clement", "baptiste", "mathis", "enzo", "raphael", "jules", "chantal", "christiane", "annie", "virginie", "pauline", "agathe", "margot", "clemence", "oceane", "justine", "elise", "lucie", "anais", "laure", "mathilde", "eloise",
  // Dutch and Flemish
  "pieter", "kees", "henk", "johan", "willem", "hendrik", "gerrit", "bas", "bram", "daan", "sem", "lars", "ruben", "thijs", "sander", "jeroen", "joost", "koen", "maarten", "niels", "wouter", "geert", "bart", "wim", "luc", "stijn", "femke", "anouk", "sanne", "lotte", "fleur", "eva", "iris", "marloes", "ilse", "annemieke", "wilma", "marieke", "els", "griet", "lieve", "hilde", "inge", "mieke",
  "johannes", "cornelis", "jacobus", "petrus", "wilhelmus", "martinus", "arie", "klaas", "martijn", "luuk", "cornelia", "wilhelmina", "hendrika", "petronella", "geertruida", "jacoba", "tess", "noor", "saar", "fenna", "yara", "esther", "miriam", "marjolein", "mariska", "ellen",
  // Italian, Spanish, Portuguese
  "giuseppe", "giovanni", "antonio", "mario", "luigi", "francesco", "angelo", "vincenzo", "pietro", "salvatore", "carlo", "franco", "domenico", "bruno", "paolo", "michele", "giorgio", "aldo", "sergio", "luciano", "marco", "alessandro", "stefano", "roberto", "massimo", "fabio", "matteo", "lorenzo", "davide", "federico", "riccardo", "giulia", "francesca", "chiara", "elena", "alessia", "valentina", "silvia", "paola", "giovanna", "rosa", "lucia", "manuel", "juan", "javier", "carlos", "miguel", "rafael", "pedro", "pablo", "alejandro", "fernando", "jorge", "luis", "alberto", "ramon", "enrique", "diego", "alvaro", "raul", "joao", "rui", "tiago", "nuno", "goncalo", "carmen", "josefa", "isabel", "dolores", "pilar", "ana", "marta", "cristina", "raquel", "beatriz", "mariana", "catarina", "marisa",
  "giacomo", "leonardo", "tommaso", "edoardo", "emanuele", "nicola", "filippo", "daniele", "enrico", "claudio", "maurizio", "fabrizio", "massimiliano", "cristiano", "gianluca", "giorgia", "ginevra", "federica", "alessandra", "elisa", "roberta", "monica", "antonella", "patrizia", "serena", "ilaria", "veronica", "ivan", "andres", "victor", "marcos", "vicente", "ignacio", "joaquin", "emilio", "gonzalo", "nuria", "irene", "rocio", "alba", "sonia", "lorena", "alicia", "noelia", "yolanda", "montserrat", "ricardo", "diogo", "rodrigo", "duarte", "afonso", "tomas", "martim", "vasco", "joana", "leonor", "carolina", "madalena", "margarida", "filipa", "susana", "fernanda",
  // More short forms people are paid by, and Breton and French names of the registers' lists
  "josh", "andy", "liz", "jen", "maelle", "nolwenn", "maelys", "gwenael", "erwan", "loic", "ronan", "tanguy", "goulven",
  // Nordic, Finnish, Polish
  "anders", "erik", "nils", "karl", "mats", "magnus", "henrik", "mikael", "ole", "soren", "morten", "rasmus", "mads", "jesper", "bjorn", "knut", "arne", "kristina", "birgitta", "sofia", "maja", "astrid", "kirsten", "mette", "hanne", "lone", "juha", "jari", "timo", "mikko", "matti", "pekka", "antti", "jukka", "heikki", "tuula", "paivi", "sari", "liisa", "anne", "piotr", "krzysztof", "andrzej", "tomasz", "pawel", "marcin", "michal", "grzegorz", "jozef", "marek", "agnieszka", "katarzyna", "malgorzata", "ewa", "magdalena", "joanna", "zofia",
  "jorgen", "gustav", "frederik", "sigurd", "halvor", "kari", "ingeborg", "solveig", "sigrid", "marit", "randi", "gunnar", "olav", "trond", "terje", "geir", "leif", "bengt", "lennart", "tove", "tuva", "freja", "signe", "agnes", "elsa", "ebba", "selma", "linnea", "klara", "elin", "frida", "anette", "camilla", "lene", "dorthe", "helle", "gitte", "birthe", "bente", "mika", "markku", "petri", "ville", "janne", "sami", "tuomas", "ilkka", "harri", "hannu", "seppo", "teemu", "lauri", "olli", "aino", "eino", "onni", "leevi", "helmi", "venla", "sanna", "satu", "tiina", "minna", "riikka", "kaisa", "eeva", "marja", "pirjo", "leena", "heli", "jakub", "lukasz", "mateusz", "wojciech", "mariusz", "dariusz", "zbigniew", "jerzy", "maciej", "rafal", "kamil", "jacek", "janusz", "stanislaw", "szymon", "kacper", "antoni", "krystyna", "elzbieta", "aleksandra", "danuta", "karolina", "beata", "dorota", "jadwiga", "alicja", "justyna", "paulina", "oliwia", "wiktoria", "zuzanna", "nadia",
]);

/** A title before a name, in the languages read. */
const TITLE = /^(mr|mrs|ms|miss|dr|dott|herr|frau|m|mme|mlle|dhr|mevr|sig|sra|sr)\.?\s/i;
/** An initial or two before a surname: `M WEBB`, `J. de Wit`, `A GAL`. */
const INITIAL = /^(?:[a-z]\.?\s+){1,2}(?:(?:de|van|von|der|den|le|la|di|da)\s+)*[a-z][a-z'-]+/i;
/**
 * The channel's own words before the payee, as banks print them: a Faster Payment out, a SEPA or
 * domestic transfer in French, Italian, Polish and Portuguese, an instant payment app's, a bill
 * payment, a wire or ACH debit to a named party.
 */
const CHANNEL = /^(?:(?:fpo|fp|bp|so|vir(?:ement)?(?:\s+sepa)?(?:\s+emis)?(?:\s*\/a)?|bonifico(?:\s+a\s+favore(?:\s+di)?)?|przelew(?:\s+wychodzacy)?|trf\s+p\/|zelle(?:\s+payment|\s+money\s+sent)?\s+to|withdrawal\s+to|osko\s+payment(?:\s+to)?|interac\s+e-trf(?:\s+sent)?|to|payment\s+to|online\s+(?:payment|pmt)(?:\s+to)?|online\s+transfer\s+to|internet\s+pmt\s+to|outgoing\s+wire(?:\s+to)?|wire\s+(?:out\s+)?to|wire\s+out|transfer\s+to\s+x+\d+|ach\s+debit|bill\s+payment|sepa\s+ct)\s+)+/i;

/** The given name, title or initial that marks the payee as a person, lower case, or undefined. */
export function personNamed(counterparty: string | undefined, description: string | undefined): string | undefined {
  const payee = payeeTheRowNames(counterparty, description);
  return payee === undefined ? undefined : personIn(payee);
}

/**
 * The words that name the person a row pays, as printed (`S WAREING`, `Chloe Mellor`, `Mr J Hale`),
 * or undefined when the row pays no person: a title with what follows it, an initial with the
 * surname, else the first two words. Whatever the row says besides them is not part of the name.
 */
export function personsName(counterparty: string | undefined, description: string | undefined): string | undefined {
  const payee = payeeTheRowNames(counterparty, description);
  if (payee === undefined || personIn(payee) === undefined) return undefined;
  const title = TITLE.exec(payee)?.[0] ?? "";
  const rest = payee.slice(title.length);
  return title + (INITIAL.exec(rest)?.[0] ?? GIVEN_NAME_AND_SURNAME.exec(rest)?.[0] ?? rest);
}
/**
 * A given name and a surname, where the surname may open with a particle (`CAMILLE LE GALL`, `Anna
 * van Dijk`, `Luca De Santis`): the particle's word and the next are both the surname.
 */
const GIVEN_NAME_AND_SURNAME = /^\S+(?:\s+(?:le|la|de|du|des|van|von|der|den|da|di|del|della|dos|ter|ten)(?=\s+\S))?(?:\s+\S+)?/i;

/** The round sum that marks a draw: a multiple of this many units of the book's currency. */
const DRAW_MULTIPLE = 500;

/** Whether a sum in minor units is a draw's round sum (see DRAW_MULTIPLE). */
function isRoundSum(amountMinor: number, minorDigits: number): boolean {
  return amountMinor % (DRAW_MULTIPLE * 10 ** minorDigits) === 0;
}

/**
 * A round sum paid to a person with nothing else said (`Zelle payment to DANA WHITFIELD Conf# …`
 * 3,000.00, `Sent money to Oliver Grant` 4,000.00): the owner taking money out. A wage is paid net
 * of the tax withheld and an invoice for what it costs, so neither comes to a round sum but by
 * chance; on the labelled corpora, 52 of 55 such debits that nothing else decided were owner draws
 * (1 a manager's pay, 2 undecidable), where sums not so round were 134 contractors' and 69 wages to
 * 4 draws. The person's name, or undefined.
 */
export function drawToPerson(amountMinor: number, minorDigits: number, counterparty: string | undefined, description: string | undefined): string | undefined {
  return amountMinor < 0 && isRoundSum(amountMinor, minorDigits) ? personNamed(counterparty, description) : undefined;
}

/**
 * A person paid under a licensed clinician's post-nominal letters (`Zelle payment to R CASTILLO NP`,
 * `J OKAFOR RN`): paid for the shifts or visits worked, not an owner's draw, whatever the sum. The
 * letters, or undefined.
 */
const CLINICIAN = /\s(rn|np|lpn|lvn|aprn|crna|pa-c|dpt|lcsw|lmft|lpc|lmt|rdh)$/i;
export function clinicianPaid(counterparty: string | undefined, description: string | undefined): string | undefined {
  const payee = payeeTheRowNames(counterparty, description);
  return payee === undefined ? undefined : capturedWord(CLINICIAN.exec(payee));
}

/**
 * What a payment app prints after the payee: Wells Fargo's `ON 11/20 REF # WFCT…`, Chase's
 * `JPM99…`, Bank of America's `Conf# …`. The payee ends where it begins.
 */
const APP_TRAILER = / (?:on \d{1,2}\/\d{1,2}\b|ref ?#|conf#|jpm[0-9a-z]{6,}\b)/i;

/** The payee the row names (its counterparty, else its description), read as payeeOf reads a name line. */
function payeeTheRowNames(counterparty: string | undefined, description: string | undefined): string | undefined {
  const named = nameTheRowGives(counterparty, description);
  return named === undefined ? undefined : payeeOf(named);
}

/** The payee a name line gives, without the channel's own words before it (`FPO`, `VIR SEPA EMIS`) and a payment app's after it. */
function payeeOf(named: string): string {
  const payee = named.trim().replace(CHANNEL, "");
  const trailer = payee.search(APP_TRAILER);
  return trailer < 0 ? payee : payee.slice(0, trailer).trimEnd();
}

/** The given name, title or initial that marks a payee as a person, lower case, or undefined. */
function personIn(payee: string): string | undefined {
  const marked = titleOrInitial(payee);
  if (marked !== undefined) return marked;
  const [, first = "", second, more] = FIRST_WORDS.exec(payee) ?? [];
  const given = first.toLowerCase();
  if (GIVEN_NAMES.has(given)) return given;
  // A surname first and the given name after it, and nothing more (`ROSSO MARCO`, `Niemi Juha`).
  return second !== undefined && more === undefined && GIVEN_NAMES.has(second.toLowerCase()) ? second.toLowerCase() : undefined;
}

/** The title, or the initial and surname, that mark a payee as a person (`Mr`, `M WEBB`), lower case, or undefined. */
function titleOrInitial(payee: string): string | undefined {
  const title = TITLE.exec(payee);
  if (title !== null) return capturedWord(title);
  const initial = INITIAL.exec(payee);
  return initial === null ? undefined : initial[0].toLowerCase();
}

/** The longest name line isPartOfPersonsName reads: two words and a channel's few. */
const MAX_NAME_LINE = 60;
/**
 * Whether the row names a person by two words and nothing else, and `word` is one of them (`To Aoife Power`
 * holds `power`, a surname there, not the electricity a keyword would read in it). `markedOnly`: the
 * person only as a title or an initial marks one (`K Shaw`), for a vendor's name, which a given name
 * beside it does not outweigh (`URSSAF LORRAINE` is the agency's regional office).
 */
export function isPartOfPersonsName(counterparty: string | undefined, description: string | undefined, word: string, markedOnly = false): boolean {
  const named = nameTheRowGives(counterparty, description);
  // A short line only: most rows' words are many, and cost no pattern.
  if (named === undefined || named.length > MAX_NAME_LINE) return false;
  const payee = payeeOf(named);
  const words = payee.toLowerCase().split(/\s+/);
  if (words.length > 2 || !words.includes(word)) return false;
  return (markedOnly ? titleOrInitial(payee) : personIn(payee)) !== undefined;
}

/** The payee's first word (its first part, if hyphenated: `Annett` of `Annett-Marie`), its second, and whether a third follows. */
const FIRST_WORDS = /^([a-z]+)[^\s]*(?:\s+([a-z]+)(?![^\s])(\s+\S)?)?/i;

/** Words an own-account move names the account by; its number follows, then whose it is. */
const ACCOUNT_WORDS = new Set(["chk", "checking", "sav", "savings", "dda"]);
/** The word before a transfer's confirmation number (`Confirmation# XXXXX61270`). */
const CONFIRMATION = /^(?:confirmation|conf)#?$/i;
/** Words that name an account by its number alone (`TO ACCT XXXX7003`). */
const NUMBER_WORDS = new Set(["acct", "account"]);
/** An account's number as banks mask it: `XXXX7702`, `...5512`, `4410`. */
const ACCOUNT_NUMBER = /^[x.*#]{0,12}\d{1,17}$/i;
/** Words after a move to a numbered account that make it the owner's: the owner, a draw (a distribution is read on its own, ./index.ts). */
const OWNERS_WORDS: ReadonlySet<string> = new Set(["owner", "draw"]);
/** A number masked as only an account's is (`XXXXXX4410`), which needs no word before it. */
const MASKED_NUMBER = /^[x.*#]{2,12}\d{1,17}$/i;
/**
 * A move to an account named by its number and then by a person (`ONLINE TRANSFER TO CHK XXXX7702
 * DANIEL OKAFOR`, `… TO CHK XXXXXX7731 D KOWALCZYK`, `… to CHK 2209 Confirmation# XXXXX6630 KURTZ D`,
 * a US bank's book transfer `TO ACCT XXXX7003 M VASQUEZ` or `TO XXXXXX4410 MARISOL ESPINOZA`), or by
 * a surname and an initial before it (`ONLINE TRANSFER TO THIBODEAUX J CHECKING XXXXX0931`, `TO
 * DOUCETTE R CHK XXXX4410`): the bank's
 * own-account wording, but the account is a person's, the owner's, so the money leaves the company.
 * Read with `from` on money in (`Online Banking transfer from CHK 3307 ERIK WOLF Confirmation# …`),
 * the same is the owner's money put in. The person's name as the row gives it, or undefined where
 * the account is named by nothing but its number, a reference, a word (`TO PAYROLL CHECKING`) or a
 * firm (`… Confirmation# XXXXX1122 SKYLINE FACADE`).
 */
export function ownersAccountNamed(description: string | undefined, toward: "to" | "from" = "to"): string | undefined {
  // Word by word rather than one pattern over the text: a pattern anchored at its end, tried from
  // every "to", reads the text again for each one.
  const words = description === undefined ? [] : description.trim().split(/\s+/);
  for (let i = 0; i + 3 < words.length; i++) {
    if (words[i]!.toLowerCase() !== toward) continue;
    if (ACCOUNT_WORDS.has(words[i + 3]!.toLowerCase()) && isSurnameAndInitial(words[i + 1]!, words[i + 2]!)) return `${words[i + 1]} ${words[i + 2]}`;
    const word = words[i + 1]!.toLowerCase();
    const numberAt = ACCOUNT_WORDS.has(word) || NUMBER_WORDS.has(word) ? i + 2 : MASKED_NUMBER.test(word) ? i + 1 : -1;
    if (numberAt < 0) continue;
    if (!ACCOUNT_NUMBER.test(words[numberAt]!)) return undefined;
    // Bank of America puts its confirmation number between the account and the person.
    const after = CONFIRMATION.test(words[numberAt + 1] ?? "") ? numberAt + 3 : numberAt + 1;
    // A name before the confirmation ends there (`… from CHK 3307 ERIK WOLF Confirmation# XXXXX2310`).
    const confirmation = words.findIndex((word, k) => k > after && CONFIRMATION.test(word));
    const rest = words.slice(after, confirmation < 0 ? undefined : confirmation);
    const payee = rest.join(" ");
    // Or the account's label says whose it is or why (`… Confirmation# XXXXX60318 OWNER REYES`, `… DRAW T KOWALSKI`).
    const owners = rest.some((word) => OWNERS_WORDS.has(word.toLowerCase()));
    return owners || personNamed(undefined, payee) !== undefined || (rest.length === 2 && isSurnameAndInitial(rest[0]!, rest[1]!)) ? payee : undefined;
  }
  return undefined;
}

/** The last two words of `text` when they are a surname and an initial (`ROBICHAUX M`), or undefined. */
function surnameAndInitialAtEnd(text: string): string | undefined {
  const words = text.trim().split(/\s+/);
  const [first, second] = words.slice(-2);
  return words.length >= 2 && isSurnameAndInitial(first!, second!) ? `${first} ${second}` : undefined;
}

/** Two words that are a surname and an initial, either way round (`THIBODEAUX J`, `L Nguyen`). */
function isSurnameAndInitial(first: string, second: string): boolean {
  const initial = (word: string) => /^\p{L}\.?$/u.test(word);
  const surname = (word: string) => /^\p{L}{2,}$/u.test(word);
  return (surname(first) && initial(second)) || (initial(first) && surname(second));
}

/**
 * The bank's own-account words (`OWN ACCOUNT`, `Eigen rekening`) on a move paid to a person (`D PASCOE
 * — FPO OWN ACCOUNT`, `To R. Verhoef eigen rekening`): the owner's own account, so the money leaves
 * the company. The person's given name or initial, or undefined.
 */
const OWN_ACCOUNT = new Set(["own account", "eigen rekening", "egen konto", "eigenes konto"]);
export function ownAccountOfPerson(matched: string, counterparty: string | undefined, description: string | undefined): string | undefined {
  return OWN_ACCOUNT.has(matched) ? personNamed(counterparty, description) : undefined;
}

/**
 * A distribution paid to a person (`Tamara Ellison — Distribution`, `OUTGOING WIRE R OCHOA
 * DISTRIBUTION`): the company's profit shared out to its owner, not a distributor's goods. The
 * person's name or initial, or undefined where no person is paid or the word is absent. A payment
 * sent person to person (Zelle, Chase's QuickPay, Mercury's `Send Money`) pays a person even where
 * the name is not one the given names know (`Zelle payment to RAJ SANDHU for "Nov distribution"`:
 * 20 of 20 labelled debits so sent naming a distribution were the owner's).
 */
const DISTRIBUTION = /\bdistributions?\b/i;
const PERSON_TO_PERSON = /\b(zelle|quickpay|send money)\b/i;
function p2pPayee(description: string | undefined): string | undefined {
  const channel = capturedWord(PERSON_TO_PERSON.exec(description ?? ""));
  return channel === undefined ? undefined : `a person paid by ${channel}`;
}
/**
 * A payment app's transfer with a memo of what for (`Zelle payment to KAYLA BRENNER for "Choreo
 * Senior Elite"`), with nothing else decided: on the labelled corpora 23 of 33 such undecided debits
 * paid for work (7 for goods bought from a person, 1 a draw, 2 rent). A round sum is left to the draw
 * rule's reading, or undecided. The app's name, or undefined.
 */
const APP_MEMO = / for\s/i;
export function appPaymentWithMemo(amountMinor: number, minorDigits: number, description: string | undefined): string | undefined {
  const channel = capturedWord(PERSON_TO_PERSON.exec(description ?? ""));
  if (channel === undefined || !APP_MEMO.test(description!)) return undefined;
  return isRoundSum(amountMinor, minorDigits) ? undefined : channel;
}

export function distributionToPerson(counterparty: string | undefined, description: string | undefined): string | undefined {
  const said = DISTRIBUTION.exec(description ?? "");
  if (said === null && !DISTRIBUTION.test(counterparty ?? "")) return undefined;
  // Or the person the word names after it (`… Confirmation# 99012 DISTRIBUTION R MARTIN`), or just
  // before it, surname first (`OUTGOING WIRE TO ROBICHAUX M DISTRIBUTION`).
  const after = said === null ? undefined : personIn(description!.slice(said.index + said[0].length).trim());
  const before = said === null ? undefined : surnameAndInitialAtEnd(description!.slice(0, said.index));
  return personNamed(counterparty, description) ?? personNamed(undefined, description) ?? after ?? before ?? p2pPayee(description);
}
