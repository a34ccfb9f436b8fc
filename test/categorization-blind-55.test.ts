import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 153 rows in 5 files, blind to the categorizer; at least 138 keeps it a measurement of some weight.
describeMeasuringCorpus("the fifty-fifth blind categorization corpus", "test/fixtures/categorization-blind-55", 138);
