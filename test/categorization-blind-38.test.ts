import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 315 rows in 11 files, blind to the categorizer; at least 284 keeps it a measurement of some weight.
describeMeasuringCorpus("the thirty-eighth blind categorization corpus", "test/fixtures/categorization-blind-38", 284);
