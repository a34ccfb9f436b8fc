import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 300 rows in 11 files, blind to the categorizer; at least 270 keeps it a measurement of some weight.
describeMeasuringCorpus("the forty-eighth blind categorization corpus", "test/fixtures/categorization-blind-48", 270);
