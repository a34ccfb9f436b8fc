import type { PhraseRule } from "./phrases.js";
import { vendors } from "./vendors.js";

/**
 * Wholesalers that sell only to the trade, by the trades small businesses most often are: a
 * pharmacy's wholesalers and generics makers, a restaurant's foodservice distributors and drinks
 * bottlers, a garage's parts distributors, a builder's, electrician's and plumber's merchants and
 * concrete suppliers and paint makers, a dental practice's, a vet's, an optician's and a hair
 * salon's suppliers, a florist's auctions and foam makers, and the plant-hire firms
 * builders rent machines from. What a business buys from them is its stock or materials (inventory),
 * or hired equipment; ./vendors.ts has the names shared with other trades.
 *
 * Written from public lists of each trade, never from a labelled corpus: Wikipedia's articles on
 * pharmaceutical wholesalers in Europe, the US and Australia (https://en.wikipedia.org/wiki/Pharmaceutical_distribution)
 * and on generic drug makers, the US foodservice distributors (https://en.wikipedia.org/wiki/Foodservice_distribution),
 * the European automotive aftermarket's distributors, the builders' and electrical merchants of the
 * UK, France, the Nordics and Germany, the cement and aggregates groups
 * (https://en.wikipedia.org/wiki/List_of_cement_manufacturers), the dental supply firms, and the
 * equipment-rental firms of Europe and Australia; hardware and flooring distributors and the
 * decorators' merchants of the US and UK, tobacco and drinks distributors. Left out: retail chains that also sell to
 * households, which ./vendors.ts books as equipment (DIY stores) or travel (car parts shops), and
 * names that are first names, surnames or towns (Reece, Hanson, Trost, Pomona).
 */
export const WHOLESALER_RULES: readonly PhraseRule[] = [
  ...vendors("inventory", undefined, "ocp repartition", "alliance healthcare", "phoenix pharma", "cerp", "mckesson", "cardinal health", "amerisourcebergen", "cencora", "noweda", "sanacorp", "gehe pharma", "brocacef", "mediq", "bidafarma", "cofares", "hefame", "biogaran", "teva", "sandoz", "viatris", "mylan", "united drug", "uniphar", "symbion", "ebos"),
  ...vendors("inventory", undefined, "logista", "france boissons", "swissmill", "ben e keith", "performance food group", "reinhart foodservice", "shamrock foods", "chefs warehouse", "promocash", "davigel", "kepak", "dawn meats", "abp food", "coca cola europacific", "ccep"),
  ...vendors("inventory", undefined, "stahlgruber", "inter cars", "autodistribution", "euro car parts", "gsf car parts", "partco", "wm fahrzeugteile", "interpneu", "capricorn society"),
  ...vendors("inventory", undefined, "point p", "cged", "graybar", "adi global", "snap one", "sanmar", "ryonet", "onninen", "ahlsell", "wolseley", "city electrical factors", "edmundson electrical", "plumbing world", "mico plumbing", "reece plumbing", "tradelink", "raab karcher", "hagebau", "cemex", "heidelberg materials", "holcim", "lafarge", "saint gobain", "gedimat", "bigmat", "dispano", "hillman", "orgill", "do it best", "true value", "emery jensen", "mohawk industries", "shaw industries", "shaw floors", "decorator centre", "decorating centre", "brewers decorator", "crown decorating", "wuerth", "elektro material", "ferritalia", "sikkens", "akzonobel", "sherwin williams", "dulux trade", "tikkurila"),
  ...vendors("inventory", undefined, "centravet", "covetrus", "alcyon", "royal canin", "essilor", "luxottica", "abb optical", "safilo", "grimco", "metamark", "quality bicycle", "qbp", "marchon", "starkey", "phonak", "oticon", "widex", "signia", "gn resound", "hoya vision", "zeiss vision", "l oreal", "sothys", "perron rigot", "hoya lens", "johnson johnson vision", "bausch lomb", "coopervision", "sonny s enterprise", "wella", "schwarzkopf professional", "sally beauty", "henry schein", "patterson dental", "dental union", "dentsply", "pluradent", "medline", "bunzl"),
  // Electrical and roofing merchants of Belgium and France, the trade desk of Australia's largest
  // hardware chain, the US and UK salon-trade distributors, a UK foodservice wholesaler and the US
  // distributor of records and films to shops (cut to 16 characters in an ACH entry).
  ...vendors("inventory", undefined, "cebeo", "asturienne", "bunnings trade", "saloncentric", "salon centric", "cosmoprof", "salons direct", "jj food service", "jj foodservice", "alliance entertainment", "alliance enterta"),
  ...vendors("inventory", undefined, "smithers oasis", "delaware valley floral", "mayesh", "landgard", "royal floraholland", "floraholland", "dutch flower group"),
  // Industrial and welding gases, the welding shop's and the fabricator's consumables (5 of 6 labelled
  // debits; the sixth a cylinder's rent, which its words decide).
  ...vendors("inventory", undefined, "airgas"),
  // City Electrical Factors by the initials its branches print (`CEF YEOVIL`, 3 of 3).
  ...vendors("inventory", undefined, "cef"),
  // US industrial distributors of fasteners, bearings and power-transmission parts.
  ...vendors("inventory", undefined, "fastenal", "motion industries"),
  // Dental laboratories' makers of alloys, ceramics and resins; hearth and flue makers selling to stove
  // shops; games', paper and ink distributors to shops and printers.
  ...vendors("inventory", undefined, "ivoclar", "kuraray", "american orthodontics", "vita zahnfabrik", "duravent", "dura vent", "tulikivi", "wolf steel", "dovre", "metaloterm", "selkirk", "alliance game", "asmodee", "lindenmeyr", "talas", "g f smith", "inx international"),
  // Makers of clippers, of a dental laboratory's 3D printers, and of scaffolding (a scaffolder's own kit).
  ...vendors("equipment", undefined, "wahl", "andis", "oster pro", "sprintray", "layher", "altrad", "plettac", "huennebeck", "hunnebeck"),
  ...vendors("equipment", undefined, "karcher", "kaercher", "kiloutou", "loxam", "boels", "ramirent", "cramo", "kennards hire", "coates hire"),
];
