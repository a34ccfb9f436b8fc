import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 217 rows in 8 files, blind to the categorizer; at least 195 keeps it a measurement of some weight.
describeMeasuringCorpus("the hundred-and-eighty-third blind categorization corpus", "test/fixtures/categorization-blind-183", 195);
