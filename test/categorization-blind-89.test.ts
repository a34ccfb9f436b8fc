import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 69 rows in 3 files, blind to the categorizer; at least 62 keeps it a measurement of some weight.
describeMeasuringCorpus("the eighty-ninth blind categorization corpus", "test/fixtures/categorization-blind-89", 62);
