import { describeMeasuringCorpus } from "./support/measuring-corpus.js";

// Written with 306 rows in 11 files, blind to the categorizer; at least 275 keeps it a measurement of some weight.
describeMeasuringCorpus("the forty-first blind categorization corpus", "test/fixtures/categorization-blind-41", 275);
