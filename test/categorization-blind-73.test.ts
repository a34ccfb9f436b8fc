import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 226 rows in 8 files, blind to the categorizer; at least 203 keeps it a measurement of some weight.
describeMeasuringCorpus("the seventy-third blind categorization corpus", "test/fixtures/categorization-blind-73", 203);
