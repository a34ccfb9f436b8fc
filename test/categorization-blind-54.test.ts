import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 294 rows in 11 files, blind to the categorizer; at least 265 keeps it a measurement of some weight.
describeMeasuringCorpus("the fifty-fourth blind categorization corpus", "test/fixtures/categorization-blind-54", 265);
