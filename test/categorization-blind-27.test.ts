import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 270 rows in 11 files, blind to the categorizer; at least 250 keeps it a measurement of some weight.
describeMeasuringCorpus("the twenty-seventh blind categorization corpus", "test/fixtures/categorization-blind-27", 250);
