import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 547 rows in 21 files, blind to the categorizer; at least 450 keeps it a measurement of some weight.
describeMeasuringCorpus("the blind categorization corpus", "test/fixtures/categorization-blind", 450);
