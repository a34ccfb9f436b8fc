import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 337 rows in 18 files, blind to the categorizer; at least 320 keeps it a measurement of some weight.
describeMeasuringCorpus("the eleventh blind categorization corpus", "test/fixtures/categorization-blind-11", 320);
