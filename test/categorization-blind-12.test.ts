import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 358 rows in 18 files, blind to the categorizer; at least 340 keeps it a measurement of some weight.
describeMeasuringCorpus("the twelfth blind categorization corpus", "test/fixtures/categorization-blind-12", 340);
