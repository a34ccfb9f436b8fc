import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 280 rows in 10 files, blind to the categorizer; at least 250 keeps it a measurement of some weight.
describeMeasuringCorpus("the thirty-third blind categorization corpus", "test/fixtures/categorization-blind-33", 250);
