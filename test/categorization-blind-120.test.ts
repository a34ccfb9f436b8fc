import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 202 rows in 8 files, blind to the categorizer; at least 182 keeps it a measurement of some weight.
describeMeasuringCorpus("the hundred-and-twentieth blind categorization corpus", "test/fixtures/categorization-blind-120", 182);
