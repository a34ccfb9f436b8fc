import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 273 rows in 11 files, blind to the categorizer; at least 250 keeps it a measurement of some weight.
describeMeasuringCorpus("the twenty-sixth blind categorization corpus", "test/fixtures/categorization-blind-26", 250);
