import { WEIGHT, type PhraseRule } from "./phrases.js";
import { vendors } from "./vendors.js";

/**
 * Public bodies that license, register or inspect a business and charge it a statutory fee for it:
 * a care home's registration with its inspectorate, a bar's liquor permit, a haulier's carrier
 * registration, an electrician's licence. The taxonomy books such fees as taxes (docs/methodology.md:
 * "permit fees"); their rows often say `ANNUAL FEE` or `LICENSE FEE`, which alone would read as a
 * bank's fee, so the body's name decides, as a vendor's does. Money back from one is a tax refund, as
 * from any authority.
 *
 * Written from public lists of regulators, never from a labelled corpus: the UK government's list of
 * regulators and its departments' agencies (https://www.gov.uk/government/organisations), the US
 * states' licensing boards and alcoholic-beverage agencies as Wikipedia lists them
 * (https://en.wikipedia.org/wiki/Alcoholic_beverage_control_state and each state's board of
 * cosmetology and contractors' board), the Unified Carrier Registration plan (https://www.ucr.gov),
 * Australia's national and state regulators (https://en.wikipedia.org/wiki/List_of_Australian_government_entities),
 * Canada's provincial registries and safety authorities, Ireland's registration and inspection bodies,
 * and the permit and inspection offices of German, French, Dutch, Belgian and Spanish public
 * administration. Left out: names that are ordinary words or belong to others too (`ICO`, a coin
 * offering; `FCA`, a carmaker; `SIA`, `HSE`, Ireland's health service; `MPI`), written only longer;
 * chambers of commerce, which ./vendors.ts books as professional services; the councils and boards
 * that register a person to practise (a pharmacist's, a nurse's, a doctor's: the General Medical
 * Council, a state's board of nursing), whose fee is a professional's membership, booked as
 * professional services as often as a tax; a department of motor
 * vehicles (and the Dutch RDW, a French prefecture), whose fee is most often a vehicle's registration,
 * booked with the vehicle as often as a tax; a city's treasury (`Stadtkasse`), which also bills water.
 */
/** A public body's name outranks the fee wording it comes with (`OFSTED ANNUAL FEE`, `CQC REGISTRATION FEES`), a bank's word. */
const REGULATOR = WEIGHT.override + 0.25;

export const REGULATOR_RULES: readonly PhraseRule[] = [
  // United States: alcoholic-beverage agencies, carriers' registration, licensing boards, a state's
  // business filings, a county's or city's health, fire and building permits.
  ...vendors("taxes", "tax refund", "texas alcoholic beverage commission", "tabc", "alcoholic beverage control", "alcoholic beverage commission", "alcohol beverage control", "liquor control board", "liquor control commission", "liquor and cannabis board"),
  ...vendors("taxes", "tax refund", "orias", "kifid", "fca fees", "apha", "animal and plant health agency", "maritime coastguard", "maritime and coastguard", "inspectie leefomgeving", "ifca", "tceq", "unified carrier registration", "ucr", "fmcsa", "international registration plan"),
  ...vendors("taxes", "tax refund", "board of cosmetology", "cosmetology board", "board of barbering", "board of barbers", "contractors state license board", "cslb", "contractor licensing board", "contractors licensing board", "real estate commission", "department of licensing", "dept of licensing", "department of professional regulation", "dept of professional regulation"),
  ...vendors("taxes", "tax refund", "secretary of state", "sec of state", "division of corporations"),
  // A state's insurance regulator licenses agents and adjusters (`GA INSURANCE COMMISSIONER — LICENSE RENEWAL`): no premium.
  ...vendors("taxes", "tax refund", "insurance commissioner", "commissioner of insurance", "department of insurance", "dept of insurance"),
  // The federal government's payment portal (`PAY.GOV`): an agency's licence, permit or excise fee.
  ...vendors("taxes", "tax refund", "pay gov"),
  // A state's department of natural resources (`WI DNR`): permits and licences.
  ...vendors("taxes", "tax refund", "dnr"),
  ...vendors("taxes", "tax refund", "health department", "health dept", "dept of health", "department of health", "fire marshal", "building department", "building dept", "building permits"),
  // United Kingdom: inspectorates, registers and licensing authorities a business pays.
  ...vendors("taxes", "tax refund", "care quality commission", "cqc", "ofsted", "information commissioner", "ico data protection", "financial conduct authority", "solicitors regulation authority", "gambling commission", "environment agency", "food standards agency", "security industry authority", "charity commission", "intellectual property office", "dvsa", "civil aviation authority", "traffic commissioner", "care inspectorate", "care inspectorate wales"),
  // National aviation authorities (the UK's cut short, as its direct debits print it): an aircraft's,
  // a flying school's or an operator's approval charges.
  ...vendors("taxes", "tax refund", "civil aviation auth", "federal aviation administration", "luftfahrt bundesamt", "dgac"),
  // Ireland, Australia, New Zealand and Canada.
  ...vendors("taxes", "tax refund", "companies registration office", "hiqa", "food safety authority", "national transport authority"),
  // US states' licensing of the professions (Colorado's DORA, a state board).
  ...vendors("taxes", "tax refund", "prof licensing", "professional licensing"),
  ...vendors("taxes", "tax refund", "asic", "energy safe victoria", "victorian building authority", "fair trading", "ahpra", "liquor and gaming", "acma", "building commission", "environment protection authority", "epa victoria"),
  ...vendors("taxes", "tax refund", "companies office", "ministry for primary industries", "worksafe nz levy"),
  ...vendors("taxes", "tax refund", "tssa", "technical standards and safety authority", "alcohol and gaming commission", "serviceontario", "service ontario", "corporations canada", "registraire des entreprises", "service alberta"),
  // Germany, France, the Netherlands, Belgium and Spain: the offices that license trades and inspect premises.
  ...vendors("taxes", "tax refund", "gewerbeamt", "ordnungsamt", "gesundheitsamt", "veterinaramt", "bauamt", "bauordnungsamt", "gewerbeaufsichtsamt", "bafin", "bundesnetzagentur", "handelsregister"),
  // More German public offices whose fees license or inspect a business: weights and measures
  // (`Eichamt … Nacheichung`), a state's offices (`Landesamt für Arbeitsschutz`), a national park's,
  // the environment, registry, survey and vehicle registration offices. Not a forestry office
  // (`Forstamt`), which sells timber and game. On money in, such an office pays grants and fees as
  // often as it refunds (`Landesamt für Denkmalpflege — Zuwendungsbescheid`), so the words decide.
  ...vendors("taxes", undefined, "eichamt", "landesamt", "nationalparkamt", "nationalparkverwaltung", "umweltamt", "bezirksamt", "standesamt", "vermessungsamt", "katasteramt", "strassenverkehrsamt", "zulassungsstelle"),
  // Dutch public bodies that charge businesses for what they license or certify: Justis (certificates
  // of conduct, `VOG`) and the municipal health services (`GGD`, which inspect childcare).
  ...vendors("taxes", undefined, "justis", "dienst justis", "ggd"),
  // The Dutch vehicle authority's registrations and inspection fees (`RDW — Kentekenregistratie`,
  // `Tarieven APK-afmeldingen`), over the inspection word read as a car's upkeep; `RDW` only beside
  // what it charges for, as alone it is as often letters an ACH id runs into (`ID:881204417RDW`).
  // A US state's Department of Environmental Quality (`AZ DEQ VEIP … CERT FEES`) and its Department of
  // Motor Vehicles (`NYS DMV ONLINE`), the medicines regulators of the UK and the US (`MHRA WDA H FEE`,
  // `DEA REGISTRATION`): a regulator's fees.
  ...vendors("taxes", undefined, "deq", "dmv", "mhra", "dea registration"),
  ...vendors("taxes", undefined, "rdw+apk", "rdw+tarieven", "rdw+kenteken", "kentekenregistratie"),
  ...vendors("taxes", "tax refund", "infogreffe", "greffe du tribunal", "inpi"),
  ...vendors("taxes", "tax refund", "nvwa", "autoriteit financiele markten", "favv", "afsca", "registro mercantil"),
  // Offices whose fees register a right or certify a document: trade mark and patent offices
  // (`EUIPO ALICANTE`, `INTELLECTUAL PROP`, `USPTO`, `DPMA`), a document's legalisation and apostille
  // (`FCDO Legalisation — APOSTILLE X3`), and the US immigration service's filing fees (`USCIS ELIS`).
  ...vendors("taxes", "tax refund", "euipo", "uspto", "dpma", "european patent office", "intellectual prop", "apostille", "legalisation office", "fcdo legalisation", "uscis"),
].map((rule) => ({ ...rule, weight: REGULATOR }));
