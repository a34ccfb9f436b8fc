import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 457 rows in 20 files, blind to the categorizer; at least 430 keeps it a measurement of some weight.
describeMeasuringCorpus("the ninth blind categorization corpus", "test/fixtures/categorization-blind-9", 430);
