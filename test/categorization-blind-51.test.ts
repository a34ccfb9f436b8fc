import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 299 rows in 11 files, blind to the categorizer; at least 269 keeps it a measurement of some weight.
describeMeasuringCorpus("the fifty-first blind categorization corpus", "test/fixtures/categorization-blind-51", 269);
