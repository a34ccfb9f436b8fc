import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 463 rows in 23 files, blind to the categorizer; at least 330 keeps it a measurement of some weight.
describeMeasuringCorpus("the third blind categorization corpus", "test/fixtures/categorization-blind-3", 330);
