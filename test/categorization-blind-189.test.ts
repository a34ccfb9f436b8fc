import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 208 rows in 8 files, blind to the categorizer; at least 187 keeps it a measurement of some weight.
describeMeasuringCorpus("the hundred-and-eighty-ninth blind categorization corpus", "test/fixtures/categorization-blind-189", 187);
