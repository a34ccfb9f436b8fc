import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 219 rows in 8 files, blind to the categorizer; at least 197 keeps it a measurement of some weight.
describeMeasuringCorpus("the sixty-eighth blind categorization corpus", "test/fixtures/categorization-blind-68", 197);
