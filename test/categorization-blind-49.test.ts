import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 305 rows in 11 files, blind to the categorizer; at least 275 keeps it a measurement of some weight.
describeMeasuringCorpus("the forty-ninth blind categorization corpus", "test/fixtures/categorization-blind-49", 275);
