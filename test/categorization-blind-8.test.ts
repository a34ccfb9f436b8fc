import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 464 rows in 20 files, blind to the categorizer; at least 440 keeps it a measurement of some weight.
describeMeasuringCorpus("the eighth blind categorization corpus", "test/fixtures/categorization-blind-8", 440);
