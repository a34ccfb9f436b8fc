import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 349 rows in 18 files, blind to the categorizer; at least 335 keeps it a measurement of some weight.
describeMeasuringCorpus("the fourteenth blind categorization corpus", "test/fixtures/categorization-blind-14", 335);
