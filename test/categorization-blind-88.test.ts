import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 202 rows in 8 files, blind to the categorizer; at least 182 keeps it a measurement of some weight.
describeMeasuringCorpus("the eighty-eighth blind categorization corpus", "test/fixtures/categorization-blind-88", 182);
