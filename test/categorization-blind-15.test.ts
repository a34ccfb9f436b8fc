import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 382 rows in 18 files, blind to the categorizer; at least 365 keeps it a measurement of some weight.
describeMeasuringCorpus("the fifteenth blind categorization corpus", "test/fixtures/categorization-blind-15", 365);
