import { WEIGHT, type PhraseRule } from "./phrases.js";
import { INSTALMENT, NET_PAY, PAY, rules } from "./keywords.js";

/**
 * Words for kinds of expense and income taken from public charts of accounts and tax forms, which
 * name in each language what a business books: a bank's description often carries the same word
 * (`Bewirtung`, `frais postaux`, `kantoorkosten`, `bankgebyr`). Only words the keyword rules
 * (./keywords.ts) did not already know, accents folded as there, mapped by the taxonomy's meaning
 * (docs/methodology.md, "Categories").
 *
 * Left out on purpose: words a chart files under one account but a bank row uses for two categories
 * of different stakes (German `Leasing`, a bare French `location` or Italian `noleggio`: premises,
 * vehicles or a finance lease; `Beiträge`: dues or social insurance; Norway's `arbeidsgiveravgift`:
 * payroll or tax; the Italian `imposta` and Portuguese `imposto` of the stamp duty a bank charges with
 * its fee), and stems that would meet unrelated words (Swedish `reklam*` meets `reklamation`, a
 * return). Repairs and maintenance, which the charts file together, are the keyword rules' one list
 * (UPKEEP_WORDS in ./keywords.ts): of the company's own equipment; a vehicle's repair is travel, as
 * the taxonomy puts vehicles. Polish `kurier` is left out: in German it is as often a courier paid
 * for shifts, a contractor.
 */

const { keyword, phrase, override } = WEIGHT;

export const CHART_RULES: readonly PhraseRule[] = [
  // German: DATEV SKR03/SKR04 account names (Kfz-Kosten, Werbekosten, Bewirtungskosten, Heizung,
  // Buchführungskosten, Abschluss- und Prüfungskosten, Nebenkosten des Geldverkehrs, Wareneingang,
  // Aushilfslöhne, Reparaturen und Instandhaltung).
  ...rules(keyword, "travel", undefined, "kfz"),
  ...rules(phrase, "marketing", undefined, "werbe*", "werbekosten"),
  ...rules(phrase, "meals", undefined, "bewirtung*"),
  ...rules(phrase, "utilities", undefined, "heizkosten", "heizol", "heizoel", "fernwarme"),
  ...rules(phrase, "professional services", undefined, "buchfuhrung*", "buchfuehrung*", "jahresabschluss", "prufungskosten", "*beratung"),
  ...rules(override, "bank fees", undefined, "geldverkehr", "geldverkehrs"),
  ...rules(phrase, "inventory", undefined, "wareneingang", "warenlieferung"),
  ...rules(PAY, "payroll", undefined, "aushilfslohn*"),
  ...rules(phrase, "telecom", undefined, "telekommunikation*"),

  // French: Plan comptable général, class 6 and 7 (60 achats, 613 locations, 6226 honoraires,
  // 6234 cadeaux à la clientèle, 625 déplacements, 626 frais postaux et de télécommunications,
  // 627 services bancaires, 63 impôts et taxes, 64 rémunérations et charges sociales, 70 ventes).
  ...rules(phrase, "inventory", undefined, "matieres premieres"),
  ...rules(phrase, "rent", undefined, "location bureaux", "location bureau", "location locaux", "location local"),
  ...rules(phrase, "travel", undefined, "location vehicule", "location voiture", "deplacement", "deplacements"),
  ...rules(phrase, "marketing", undefined, "cadeaux clients", "cadeaux clientele"),
  ...rules(phrase, "shipping", undefined, "frais postaux"),
  ...rules(phrase, "telecom", undefined, "telecommunication*"),
  ...rules(override, "bank fees", undefined, "services bancaires", "service bancaire"),
  ...rules(override, "taxes", "tax refund", "taxe fonciere", "taxe professionnelle", "taxe d apprentissage"),
  ...rules(PAY, "payroll", undefined, "remuneration du personnel", "remunerations du personnel"),
  ...rules(NET_PAY, "payroll", undefined, "charges sociales"),
  ...rules(keyword, undefined, "revenue", "ventes", "vente"),

  // Dutch: Referentie Grootboekschema (RGS) and the common grootboek (huisvesting, autokosten,
  // kantoorkosten, verkoopkosten, uitbesteed werk, inkoopwaarde, sociale lasten).
  ...rules(phrase, "rent", undefined, "pacht*"),
  ...rules(NET_PAY, "payroll", undefined, "sociale lasten"),
  ...rules(phrase, "office", undefined, "kantoorkosten", "kantoorbenodigdheden", "schoonmaak*", "vakliteratuur"),
  ...rules(phrase, "travel", undefined, "reiskosten", "autokosten", "brandstof*", "parkeer*", "verblijfkosten", "verblijfskosten"),
  ...rules(phrase, "contractors", undefined, "uitbesteed werk", "uitbesteding"),
  ...rules(phrase, "meals", undefined, "representatiekosten"),
  ...rules(phrase, "utilities", undefined, "energiekosten"),
  ...rules(phrase, "professional services", undefined, "advieskosten", "accountantskosten", "contributies"),
  ...rules(phrase, "shipping", undefined, "porti", "portokosten", "vracht", "vrachtkosten"),
  ...rules(phrase, "software", undefined, "abonnementen", "licentie*", "automatiseringskosten"),
  ...rules(phrase, "inventory", undefined, "grondstoffen", "hulpstoffen", "handelsgoederen"),
  ...rules(keyword, undefined, "revenue", "omzet"),

  // Spanish: Plan General de Contabilidad, group 6 and 7 (600 compras de mercaderías, 621
  // arrendamientos, 622 reparaciones y conservación, 623 servicios de profesionales independientes,
  // 626 servicios bancarios, 627 publicidad y propaganda, 631 tributos, 640 sueldos y salarios, 700 ventas).
  ...rules(phrase, "inventory", undefined, "mercaderias", "materias primas"),
  ...rules(phrase, "rent", undefined, "arrendamientos"),
  ...rules(phrase, "professional services", undefined, "profesionales independientes", "abogado", "abogados"),
  ...rules(override, "bank fees", undefined, "servicios bancarios", "gastos bancarios", "comisiones bancarias"),
  ...rules(keyword, "bank fees", undefined, "comision", "comisiones"),
  ...rules(phrase, "marketing", undefined, "publicidad", "propaganda"),
  ...rules(override, "taxes", "tax refund", "tributos"),
  ...rules(PAY, "payroll", undefined, "sueldos", "sueldo"),
  ...rules(phrase, "travel", undefined, "combustible", "peaje", "peajes"),
  ...rules(phrase, "shipping", undefined, "mensajeria"),
  ...rules(phrase, "office", undefined, "material de oficina", "limpieza"),
  ...rules(keyword, undefined, "revenue", "ventas"),

  // Italian: piano dei conti (acquisti di merci e materie prime, costi per servizi: utenze,
  // manutenzioni, consulenze, pubblicità, spese postali e bancarie, carburanti, pedaggi, pulizia;
  // salari, oneri sociali, imposte e tasse; ricavi delle vendite).
  ...rules(phrase, "inventory", undefined, "acquisto merci", "acquisti merci", "materie prime"),
  ...rules(phrase, "insurance", undefined, "premi assicurativi", "premio assicurativo"),
  ...rules(phrase, "office", undefined, "cancelleria", "pulizia", "pulizie"),
  ...rules(phrase, "professional services", undefined, "consulenze", "parcella"),
  ...rules(phrase, "marketing", undefined, "pubblicita"),
  ...rules(override, "bank fees", undefined, "spese bancarie", "commissioni bancarie", "competenze bancarie"),
  ...rules(keyword, "bank fees", undefined, "commissioni"),
  ...rules(phrase, "travel", undefined, "carburante", "carburanti", "pedaggio", "pedaggi", "trasferta", "trasferte"),
  ...rules(phrase, "shipping", undefined, "spese postali"),
  ...rules(PAY, "payroll", undefined, "salari"),
  ...rules(NET_PAY, "payroll", undefined, "oneri sociali", "contributi previdenziali"),
  ...rules(override, "taxes", "tax refund", "imposte", "tassa"),
  ...rules(keyword, undefined, "revenue", "vendite"),

  // Portuguese: Sistema de Normalização Contabilística, código de contas (31 compras de
  // mercadorias, 62 fornecimentos e serviços externos: subcontratos, rendas e alugueres, publicidade,
  // conservação e reparação, combustíveis, deslocações e estadas, comunicação, limpeza; 63 gastos
  // com o pessoal; 68 impostos; 69 juros; 71 vendas).
  ...rules(phrase, "inventory", undefined, "mercadorias"),
  ...rules(phrase, "contractors", undefined, "subcontratos", "subcontrato"),
  ...rules(phrase, "rent", undefined, "rendas", "alugueres"),
  ...rules(phrase, "marketing", undefined, "publicidade"),
  ...rules(keyword, "equipment", undefined, "reparacao", "reparacoes"),
  ...rules(phrase, "travel", undefined, "combustiveis", "deslocacoes", "estadas", "portagens", "portagem"),
  ...rules(keyword, "telecom", undefined, "comunicacoes"),
  ...rules(phrase, "office", undefined, "material de escritorio"),
  ...rules(phrase, "utilities", undefined, "electricidade"),
  ...rules(PAY, "payroll", undefined, "remuneracoes"),
  ...rules(override, "taxes", "tax refund", "impostos"),
  ...rules(override, "interest", "interest income", "juros"),
  ...rules(INSTALMENT, "loan", undefined, "prestacao+juros", "amortizacao+juros"),
  ...rules(override, "bank fees", undefined, "servicos bancarios", "despesas bancarias"),
  ...rules(keyword, "bank fees", undefined, "comissoes", "comissao"),
  ...rules(keyword, undefined, "revenue", "vendas"),

  // Danish: Erhvervsstyrelsen's standardkontoplan (varekøb, fragt, annoncer og reklame,
  // repræsentation, kontorartikler, revisor- og advokathonorar, småanskaffelser, renteudgifter,
  // gebyrer), with the same accounts' names in the Swedish BAS (varuinköp, frakter, kontorsmateriel,
  // konsultarvoden, räntekostnader, bankkostnader) and the Norwegian NS 4102 (varekjøp, kontorrekvisita,
  // representasjon, revisjonshonorar, rentekostnad, bankgebyr).
  ...rules(phrase, "inventory", undefined, "varekob", "varekjop", "varuinkop"),
  ...rules(phrase, "shipping", undefined, "fragt", "fragt*", "frakt", "frakt*"),
  ...rules(phrase, "marketing", undefined, "annoncer", "annoncering", "annonsering", "reklame*"),
  ...rules(phrase, "meals", undefined, "repraesentation", "representasjon"),
  ...rules(phrase, "office", undefined, "kontorartikler", "kontorhold", "kontorrekvisita", "kontorsmateriel", "rengoring", "stadning"),
  ...rules(phrase, "professional services", undefined, "revisor*", "revisorhonorar", "revisjon*", "regnskab*", "advokat*", "konsulent*", "konsultarvode*", "revisionsarvode*"),
  ...rules(keyword, "equipment", undefined, "smaanskaffelser", "forbrukningsinventarier"),
  ...rules(override, "interest", "interest income", "renteudgifter", "rentekostnad*", "rantekostnad*"),
  ...rules(override, "bank fees", undefined, "bankgebyr*", "bankavgift*", "bankkostnad*"),
  ...rules(keyword, "bank fees", undefined, "gebyr", "gebyrer"),

  // Swedish BAS and Norwegian NS 4102: lokalhyra, leie lokale, drivmedel/drivstoff, bompenger,
  // parkering, resekostnader, underentreprenader, fjärrvärme, försäljning/salg.
  ...rules(phrase, "rent", undefined, "leie lokale", "leie lokaler", "leie kontor"),
  ...rules(phrase, "travel", undefined, "drivmedel", "drivstoff", "braendstof", "bompenger", "parkering", "resekostnad*", "rejse*", "bilkostnad*"),
  ...rules(phrase, "contractors", undefined, "underentrepren*"),
  ...rules(phrase, "utilities", undefined, "fjernvarme"),
  ...rules(keyword, undefined, "revenue", "salg", "forsaljning"),

  // Finnish: the common tilikartta (toimitilavuokrat, toimistotarvikkeet, puhelinkulut, mainonta,
  // matkakulut, polttoaineet, rahdit, postikulut, siivous, alihankinta, tilintarkastus, pankkikulut,
  // korkokulut, myynti).
  ...rules(phrase, "rent", undefined, "toimitilavuokra*", "liiketilavuokra*"),
  ...rules(phrase, "office", undefined, "toimistotarvik*", "siivous*"),
  ...rules(phrase, "telecom", undefined, "puhelin*"),
  ...rules(phrase, "marketing", undefined, "mainos*", "mainonta"),
  ...rules(phrase, "travel", undefined, "matkakulu*", "polttoaine*"),
  ...rules(phrase, "shipping", undefined, "rahti*", "postikulu*"),
  ...rules(phrase, "contractors", undefined, "alihankint*"),
  ...rules(phrase, "professional services", undefined, "tilintarkastus*"),
  ...rules(override, "bank fees", undefined, "pankkikulu*"),
  ...rules(override, "interest", "interest income", "korko", "korot", "korkokulu*"),
  // An instalment names principal and interest together: the loan's, as in ./keywords.ts.
  ...rules(INSTALMENT, "loan", undefined, "lyhennys+korko"),
  ...rules(keyword, undefined, "revenue", "myynti"),

  // Polish: wzorcowy plan kont, zespół 4 (zużycie materiałów i energii, usługi obce: reklama,
  // telekomunikacja, sprzątanie, usługi prawne; podatki i opłaty; paliwo, podróże służbowe),
  // zespół 3 (towary) and 7 (sprzedaż).
  ...rules(phrase, "office", undefined, "materialy biurowe", "artykuly biurowe", "sprzatanie"),
  ...rules(phrase, "telecom", undefined, "telekomunikac*"),
  ...rules(phrase, "marketing", undefined, "reklama"),
  ...rules(phrase, "travel", undefined, "paliwo", "podroz*"),
  ...rules(phrase, "professional services", undefined, "kancelaria", "radca prawny", "uslugi prawne"),
  ...rules(override, "taxes", "tax refund", "podatki"),
  ...rules(override, "bank fees", undefined, "oplaty bankowe", "oplata bankowa"),
  ...rules(keyword, "bank fees", undefined, "prowizja", "prowizje"),
  ...rules(keyword, "inventory", undefined, "towary", "towarow"),
  ...rules(keyword, undefined, "revenue", "sprzedaz"),

  // English: IRS Schedule C part II lines (car and truck expenses, contract labor, legal and
  // professional services, office expense, repairs and maintenance, taxes and licenses), HMRC's
  // allowable expenses for the self-employed (office costs, accountancy, heating), and the default
  // charts of Xero (motor vehicle expenses, printing and stationery, audit and accountancy fees) and
  // QuickBooks (car and truck, legal and accounting services, repairs and maintenance, cost of goods sold).
  ...rules(phrase, "travel", undefined, "car and truck", "motor vehicle", "vehicle expenses", "auto repair", "car repair", "vehicle repair"),
  ...rules(phrase, "contractors", undefined, "contract labor", "contract labour"),
  ...rules(phrase, "professional services", undefined, "professional fees", "accountancy"),
  ...rules(phrase, "office", undefined, "office expense", "office expenses", "office costs"),
  ...rules(phrase, "utilities", undefined, "heating oil"),
  ...rules(keyword, "marketing", undefined, "printing"),
  ...rules(phrase, "inventory", undefined, "cost of goods", "cost of sales"),
];
