import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 301 rows in 11 files, blind to the categorizer; at least 271 keeps it a measurement of some weight.
describeMeasuringCorpus("the forty-seventh blind categorization corpus", "test/fixtures/categorization-blind-47", 271);
